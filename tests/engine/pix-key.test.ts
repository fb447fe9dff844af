/** The Pix keys a member can register, checked the same way by the form and the backend. */
import { describe, expect, it } from "vitest";
import { isValidCpf } from "../../engine/money/cpf";
import { isValidPixKey, normalisePixKey } from "../../engine/money/pix-key";

describe("CPF", () => {
  it("accepts a number whose check digits agree, with or without its punctuation", () => {
    expect(isValidCpf("529.982.247-25")).toBe(true);
    expect(isValidCpf("52998224725")).toBe(true);
    expect(isValidCpf("111.444.777-35")).toBe(true);
  });

  it("refuses a wrong check digit, a wrong length and the repeated-digit numbers", () => {
    expect(isValidCpf("529.982.247-24")).toBe(false);
    expect(isValidCpf("529.982.247-52")).toBe(false);
    expect(isValidCpf("5299822472")).toBe(false);
    expect(isValidCpf("111.111.111-11")).toBe(false);
    expect(isValidCpf("abc.def.ghi-jk")).toBe(false);
  });
});

describe("Pix keys", () => {
  it("takes a Brazilian mobile or landline number with or without +55", () => {
    expect(isValidPixKey("PHONE", "+55 11 98765-4321")).toBe(true);
    expect(isValidPixKey("PHONE", "(11) 3456-7890")).toBe(true);
    expect(normalisePixKey("PHONE", "11 98765 4321")).toBe("+5511987654321");
    expect(isValidPixKey("PHONE", "+55 11 8765-432")).toBe(false);
    expect(isValidPixKey("PHONE", "+55 01 98765-4321")).toBe(false);
  });

  it("takes an e-mail address up to 77 characters, kept in lower case", () => {
    expect(isValidPixKey("EMAIL", "Ana.Silva@Example.com")).toBe(true);
    expect(normalisePixKey("EMAIL", " Ana.Silva@Example.com ")).toBe("ana.silva@example.com");
    expect(isValidPixKey("EMAIL", "ana.silva@")).toBe(false);
    expect(isValidPixKey("EMAIL", `${"a".repeat(70)}@example.com`)).toBe(false);
  });

  it("takes a random key in the UUID form and a CPF by its check digits", () => {
    expect(isValidPixKey("RANDOM", "7D9F0335-8DCC-4054-9BF9-0DBD61D36906")).toBe(true);
    expect(isValidPixKey("RANDOM", "7d9f0335-8dcc-4054-9bf9")).toBe(false);
    expect(isValidPixKey("CPF", "529.982.247-25")).toBe(true);
    expect(isValidPixKey("CPF", "529.982.247-26")).toBe(false);
  });
});
