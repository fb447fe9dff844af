/** The smallest complete merchant the schema accepts (readable theme included); tests edit copies of it. */
export const VALID_MERCHANT = {
  schemaVersion: 2,
  code: "acme",
  name: "Acme",
  languages: { supported: ["EN"], default: "EN" },
  currency: { code: "USD", symbol: "$", position: "before" },
  theme: {
    mode: "light",
    primary: "#1F5FAD",
    accent: "#B5470B",
    background: "#FFFFFF",
    surface: "#F4F6F9",
    text: "#1A202C",
  },
  assets: { logo: "assets/logo.svg" },
  pwa: { title: "Acme" },
};
