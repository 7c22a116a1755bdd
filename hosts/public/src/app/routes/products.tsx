// Placeholder until the products screen is built.
export default function Placeholder() {
  return <p className="p-6">products</p>;
}
