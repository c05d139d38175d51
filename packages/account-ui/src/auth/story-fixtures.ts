import type { Agent, User } from '@idx/domain'

/** An agent as `current_agent` arrives from the API. */
export const storyAgent: Agent = {
  id: '41',
  full_name: 'Ana Diaz',
  first_name: 'Ana',
  last_name: 'Diaz',
  email: 'ana.diaz@lonestar.example',
  sms_number: '(512) 555-0199',
  broker_name: 'Lone Star Realty',
  pictures: {
    // An inline picture, so stories need no network.
    thumb_url:
      'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" width="64" height="64"%3E%3Crect width="64" height="64" fill="%230b5cad"/%3E%3Ctext x="32" y="40" font-size="24" text-anchor="middle" fill="white"%3EAD%3C/text%3E%3C/svg%3E',
  },
}

/** A signed-in shopper with an agent. */
export const storyUser: User = {
  id: '7',
  first_name: 'Jane',
  last_name: 'Doe',
  full_name: 'Jane Doe',
  email: 'jane@example.com',
  phone_number: '512-555-0134',
  current_agent: storyAgent,
}

/** Long names and addresses must wrap or truncate, never overflow. */
export const longNameUser: User = {
  id: '8',
  first_name: 'Maximiliana-Josefina Alexandrina',
  last_name: 'Wolfeschlegelsteinhausenbergerdorff',
  full_name: 'Maximiliana-Josefina Alexandrina Wolfeschlegelsteinhausenbergerdorff',
  email: 'maximiliana.josefina.alexandrina@a-very-long-brokerage-domain-name.example',
  phone_number: null,
  sms_number: '+44 20 7946 0958',
  current_agent: null,
}
