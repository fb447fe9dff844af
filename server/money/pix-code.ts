/**
 * The Pix "copy and paste" code of a deposit: the Banco Central's BR Code, an EMV QR payload of
 * id–length–value fields closed by a CRC16 (CCITT, 0xFFFF) over the whole text. A member's bank
 * app reads it from the QR code or from the clipboard and fills in the payee and the amount.
 */

function field(id: string, value: string): string {
  return `${id}${String(value.length).padStart(2, "0")}${value}`;
}

export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, "0");
}

/** EMV text fields allow plain ASCII only; names are cut to the lengths the format allows. */
const ascii = (text: string, max: number) =>
  text
    .normalize("NFD")
    .replace(/[^\x20-\x7e]/g, "")
    .slice(0, max);

export function pixCopyAndPaste(payment: {
  key: string;
  payee: string;
  city: string;
  /** In cents: BRL has two decimals. */
  amount: number;
  /** The order's reference (letters and digits, at most 25). */
  txid: string;
}): string {
  const body =
    field("00", "01") +
    field("01", "12") + // used once: the code carries this order's amount
    field("26", field("00", "br.gov.bcb.pix") + field("01", payment.key)) +
    field("52", "0000") +
    field("53", "986") +
    field("54", `${Math.trunc(payment.amount / 100)}.${String(payment.amount % 100).padStart(2, "0")}`) +
    field("58", "BR") +
    field("59", ascii(payment.payee, 25)) +
    field("60", ascii(payment.city, 15)) +
    field("62", field("05", payment.txid.replace(/[^A-Za-z0-9]/g, "").slice(0, 25)));
  const withCrcId = `${body}6304`;
  return withCrcId + crc16(withCrcId);
}
