/** A schema.org block's text; "<" is escaped so that a title such as "</script>" cannot end it early. */
export const jsonLdText = (data: object | object[]) => JSON.stringify(data).replace(/</g, '\\u003c');

/** A schema.org block. */
export function JsonLd({ data }: { data: object | object[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
