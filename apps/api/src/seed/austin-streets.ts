import { NEIGHBORHOODS } from './austin-neighborhoods.js'

/**
 * Streets of each seeded zip code (austin-zips.ts) that really run through it, so a listing's
 * street and zip agree ('S Congress Ave' in 78704, never in 78758). A street that crosses several
 * zips is listed under each. Neighbourhood streets are listed with their neighbourhood
 * (austin-neighborhoods.ts) and that neighbourhood's zips.
 */
export const STREETS_BY_ZIP: Readonly<Record<string, readonly string[]>> = {
  // Austin, central
  '78701': [
    'Congress Ave',
    'W 6th St',
    'Lavaca St',
    'Guadalupe St',
    'W Cesar Chavez St',
    'San Jacinto Blvd',
    'W 11th St',
  ],
  '78702': [
    'E 11th St',
    'E 12th St',
    'Chicon St',
    'Rosewood Ave',
    'E Cesar Chavez St',
    'Pleasant Valley Rd',
    'Comal St',
    'E 7th St',
  ],
  '78703': [
    'Exposition Blvd',
    'Windsor Rd',
    'W 35th St',
    'Enfield Rd',
    'Lake Austin Blvd',
    'Hartford Rd',
    'Jefferson St',
  ],
  '78704': [
    'S Congress Ave',
    'S 1st St',
    'S Lamar Blvd',
    'Barton Springs Rd',
    'W Oltorf St',
    'Manchaca Rd',
    'Alpine Rd',
    'W Live Oak St',
  ],
  '78705': ['Guadalupe St', 'W 24th St', 'Rio Grande St', 'San Gabriel St', 'Speedway', 'Red River St', 'W 30th St'],
  '78722': ['Manor Rd', 'E 38th 1/2 St', 'Cherrywood Rd', 'Maplewood Ave', 'Airport Blvd', 'E 32nd St'],
  '78751': ['Duval St', 'Avenue F', 'Avenue H', 'Speedway', 'E 45th St', 'Red River St', 'N Loop Blvd'],
  '78756': ['Burnet Rd', 'Shoal Creek Blvd', 'W 45th St', 'Bull Creek Rd', 'Rosedale Ter', 'Joe Sayers Ave'],
  // Austin, east
  '78721': ['Springdale Rd', 'Webberville Rd', 'Oak Springs Dr', 'Tannehill Ln', 'Bolm Rd'],
  '78723': ['Berkman Dr', 'Cameron Rd', 'Mueller Blvd', 'Westminster Dr', 'E 51st St', 'Pecan Springs Rd', 'Patton Ln'],
  '78724': ['Decker Ln', 'Loyola Ln', 'Johnny Morris Rd', 'Blue Bluff Rd', 'Hog Eye Rd'],
  '78725': ['FM 969', 'Taylor Ln', 'Hunters Bend Rd', 'Hornsby Bend Dr'],
  '78741': ['E Riverside Dr', 'E Oltorf St', 'Pleasant Valley Rd', 'Montopolis Dr', 'Burleson Rd', 'Wickersham Ln'],
  '78719': ['Burleson Rd', 'Elroy Rd', 'FM 973', 'Pearce Ln'],
  // Austin, north
  '78717': ['Avery Ranch Blvd', 'Parmer Ln', 'Lakeline Blvd', 'Pearson Ranch Rd', 'Staked Plains Dr', 'Fernspring Dr'],
  '78727': ['Parmer Ln', 'McNeil Dr', 'Scofield Ridge Pkwy', 'Amherst Dr', 'Duval Rd', 'Metric Blvd'],
  '78728': ['Wells Branch Pkwy', 'Howard Ln', 'Bratton Ln', 'Immanuel Rd'],
  '78729': [
    'Anderson Mill Rd',
    'McNeil Dr',
    'Pond Springs Rd',
    'Hymeadow Dr',
    'Lake Creek Pkwy',
    'Elkhorn Mountain Trl',
  ],
  '78750': ['Anderson Mill Rd', 'Spicewood Pkwy', 'El Salido Pkwy', 'Hymeadow Dr', 'Jollyville Rd', 'Ranch Rd 620'],
  '78752': ['Airport Blvd', 'Cameron Rd', 'Middle Fiskville Rd', 'E Koenig Ln', 'Georgian Dr', 'St Johns Ave'],
  '78753': ['Rundberg Ln', 'Braker Ln', 'Dessau Rd', 'Parmer Ln', 'N Lamar Blvd', 'Georgian Dr'],
  '78754': ['Dessau Rd', 'Cameron Rd', 'E Braker Ln', 'E Parmer Ln', 'Harris Branch Pkwy'],
  '78757': [
    'Burnet Rd',
    'W Anderson Ln',
    'Greenlawn Pkwy',
    'Shoal Creek Blvd',
    'Northland Dr',
    'Woodrow Ave',
    'Justin Ln',
  ],
  '78758': ['Braker Ln', 'Rundberg Ln', 'Parmer Ln', 'Metric Blvd', 'Burnet Rd', 'Kramer Ln', 'Gracy Farms Ln'],
  '78759': [
    'Great Hills Trl',
    'Jollyville Rd',
    'Spicewood Springs Rd',
    'Far West Blvd',
    'Stonelake Blvd',
    'Oak Knoll Dr',
  ],
  // Austin, west and the lake
  '78726': ['Ranch Rd 620', 'Four Points Dr', 'River Place Blvd', 'Bullick Hollow Rd', 'Comanche Trl'],
  '78730': ['City Park Rd', 'Ranch Rd 2222', 'River Place Blvd', 'Jester Blvd', 'Boulder Ln'],
  '78731': [
    'Spicewood Springs Rd',
    'Far West Blvd',
    'Mesa Dr',
    'Balcones Dr',
    'Mount Bonnell Rd',
    'Greystone Dr',
    'Loop 360',
  ],
  '78732': ['Steiner Ranch Blvd', 'Quinlan Park Rd', 'Ranch Rd 620', 'Cortaro Dr'],
  '78733': ['Cuernavaca Dr', 'Bee Caves Rd', 'Commons Ford Rd', 'Lakeview Dr'],
  '78734': ['Lakeway Dr', 'Ranch Rd 620', 'Lohmans Crossing', 'Flintrock Trce', 'Lakeway Blvd', 'Clara Van Trl'],
  '78735': ['Barton Creek Blvd', 'Southwest Pkwy', 'Old Bee Caves Rd', 'Loop 360', 'Scottish Woods Trl'],
  '78736': ['Southview Rd', 'Old Bee Caves Rd', 'Thomas Springs Rd', 'Fitzhugh Rd', 'W State Hwy 71'],
  '78737': ['Nutty Brown Rd', 'Sawyer Ranch Rd', 'Belterra Dr', 'Darden Hill Rd', 'Trautwein Rd'],
  '78738': ['Bee Cave Pkwy', 'Ranch Rd 620', 'Falconhead Blvd', 'Spanish Oaks Club Blvd'],
  '78746': [
    'Westlake Dr',
    'Bee Caves Rd',
    'Lost Creek Blvd',
    'Rollingwood Dr',
    'Redbud Trl',
    'Camp Craft Rd',
    'Loop 360',
  ],
  // Austin, south
  '78739': ['La Crosse Ave', 'Escarpment Blvd', 'Slaughter Ln', 'Dahlgreen Ave', 'Copano Dr'],
  '78744': [
    'William Cannon Dr',
    'Stassney Ln',
    'S Congress Ave',
    'Burleson Rd',
    'Nuckols Crossing Rd',
    'McKinney Falls Pkwy',
  ],
  '78745': [
    'Manchaca Rd',
    'S 1st St',
    'W William Cannon Dr',
    'W Stassney Ln',
    'Westgate Blvd',
    'Brodie Ln',
    'Emerald Forest Dr',
  ],
  '78747': ['Bradshaw Rd', 'Onion Creek Dr', 'Pinehurst Dr', 'S Turnersville Rd', 'Thaxton Rd'],
  '78748': ['Slaughter Ln', 'Brodie Ln', 'Manchaca Rd', 'Shady Hollow Dr', 'Davis Ln', 'Frate Barker Rd'],
  '78749': ['Davis Ln', 'William Cannon Dr', 'Brodie Ln', 'Convict Hill Rd', 'Escarpment Blvd', 'Monterey Oaks Blvd'],
  // The suburbs
  '78664': [
    'E Main St',
    'Red Bud Ln',
    'Gattis School Rd',
    'Greenlawn Blvd',
    'Mays St',
    'Old Settlers Blvd',
    'Double Creek Dr',
  ],
  '78681': ['Sam Bass Rd', 'Creek Bend Blvd', 'Oakmont Dr', 'Chisholm Trail Rd', 'Brushy Creek Rd', 'Great Oaks Dr'],
  '78613': [
    'Cypress Creek Rd',
    'Whitestone Blvd',
    'Buttercup Creek Blvd',
    'Brushy Creek Rd',
    'Lakeline Blvd',
    'Little Elm Trl',
  ],
  '78660': ['Pecan St', 'Kelly Ln', 'Swenson Farms Blvd', 'Falcon Pointe Blvd', 'Railroad Ave', 'Colorado Sand Dr'],
  '78626': ['Austin Ave', 'University Ave', 'Southwestern Blvd', 'Maple St', 'Church St'],
  '78628': ['Williams Dr', 'Shell Rd', 'Leander Rd', 'Wolf Ranch Pkwy', 'River Bend Dr'],
  '78633': ['Del Webb Blvd', 'Sun City Blvd', 'Williams Dr', 'Ronald Reagan Blvd'],
  '78641': ['Crystal Falls Pkwy', 'Bagdad Rd', 'Hero Way', 'Raider Way', 'Mason Creek Blvd', 'Lakewood Dr'],
  '78645': ['Nameless Rd', 'Lime Creek Rd', 'FM 1431', 'Jonestown Rd'],
  '78640': ['Center St', 'Kohlers Crossing', 'Dacy Ln', 'Burleson Rd', 'Plum Creek Dr', 'Marketplace Ave'],
  '78610': ['Main St', 'Old Black Colony Rd', 'Garlic Creek Pkwy', 'Goforth Rd', 'Cabelas Dr'],
  '78653': ['Lexington St', 'Parsons St', 'Gregg Manor Rd', 'Shadowglen Trce', 'Old Kimbro Rd'],
  '78634': ['Ed Schmidt Blvd', 'Limmer Loop', 'Exchange Blvd', 'Front St', 'County Road 132'],
  '78617': ['Ross Rd', 'Elroy Rd', 'FM 973', 'Pearce Ln', 'Moores Crossing Blvd'],
  '78620': ['Mercer St', 'Sportsplex Dr', 'Roger Hanks Pkwy', 'Founders Park Rd', 'Darden Hill Rd'],
  '78642': ['Loop 332', 'Stubblefield Ln', 'Santa Rita Blvd', 'Bar W Ranch Rd', 'Hwy 29'],
  '78652': ['FM 1626', 'Manchaca Rd', 'Bliss Spillar Rd', 'Marbridge Ln'],
  '78621': ['Main St', 'Brenham St', 'Ave C', 'Martin Luther King Blvd', 'County Line Rd'],
  '78669': ['Spicewood Trl', 'Bee Creek Rd', 'Pace Bend Rd', 'Paleface Ranch Rd'],
  '78602': ['Chestnut St', 'Pine St', 'Tahitian Dr', 'Loop 150', 'Hasler Blvd'],
}

/** Every street of a zip: its own list and the streets of the neighbourhoods that lie in it. */
export function streetsOfZip(zip: string): readonly string[] {
  const streets = new Set(STREETS_BY_ZIP[zip] ?? [])
  for (const neighborhood of NEIGHBORHOODS)
    if (neighborhood.zip === zip) for (const s of neighborhood.streets) streets.add(s)
  if (streets.size === 0) throw new Error(`no streets for zip ${zip}: add them to src/seed/austin-streets.ts`)
  return [...streets]
}
