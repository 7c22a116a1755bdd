/**
 * The agency's direct lines and Dhaka office, shown in the header's promo line (docs/spec.md §9): the
 * same details as the footer's, which can import them from here so the two cannot disagree.
 */
export const AGENCY_PROMISE = 'Fibre to finished garment — sourced, checked and shipped from Dhaka.';

export const AGENCY_PHONES = [
  { display: '+880 1711-000001', tel: '+8801711000001' },
  { display: '+880 1811-000002', tel: '+8801811000002' },
] as const;

export const AGENCY_ADDRESS = { street: 'House 12, Road 7', area: 'Gulshan 1, Dhaka 1212', country: 'Bangladesh' };

export const agencyAddressLine = () => `${AGENCY_ADDRESS.street}, ${AGENCY_ADDRESS.area}, ${AGENCY_ADDRESS.country}`;
