/** A tel: link keeps only the leading + and the digits of a stored number ("+880 1711-000001"). */
export const telHref = (phone: string) => `tel:${phone.trim().replace(/(?!^\+)[^\d]/g, '')}`;
