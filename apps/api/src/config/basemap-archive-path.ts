/** Where the server serves the operator's PMTiles archive (IDX_BASEMAP_PMTILES as a local path). */
export const BASEMAP_ARCHIVE_PATH = '/basemap.pmtiles'
