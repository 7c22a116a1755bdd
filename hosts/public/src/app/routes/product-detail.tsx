// Placeholder until the product-detail screen is built.
export default function Placeholder() {
  return <p className="p-6">product-detail</p>;
}
