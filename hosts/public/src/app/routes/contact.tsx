// Placeholder until the contact screen is built.
export default function Placeholder() {
  return <p className="p-6">contact</p>;
}
