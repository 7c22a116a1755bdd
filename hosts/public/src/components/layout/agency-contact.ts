/**
 * The agency's direct lines, shown in the header's promo line (docs/spec.md §9): the same as the
 * footer's, which imports them from here so the two cannot disagree. The office address is the contact
 * record's head office (features/contacts `useHeadOffice`), as on the Contact Us page; the promise above
 * them is a message (`header_promise`, shared/messages).
 */
export const AGENCY_PHONES = [
  { display: '+880 1711-000001', tel: '+8801711000001' },
  { display: '+880 1811-000002', tel: '+8801811000002' },
] as const;
