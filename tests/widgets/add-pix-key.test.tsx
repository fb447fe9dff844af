// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import addPixKey from "../../widgets/add-pix-key/register";
import { fail, fireEvent, flagOf, renderWidget, screen, typedIn, type WidgetTestOptions } from "./harness";

const ADD_PATH = "/wps/relay/MCSFE_addWithdrawAccount";
const ADDED = {
  id: 31,
  type: "PIX",
  holderName: "Demo Player",
  bankCode: null,
  bankName: null,
  accountNumber: "**** 4725",
  pixKeyType: "CPF",
};

function member(responses: WidgetTestOptions["responses"] = {}): WidgetTestOptions {
  return {
    config: "brisa",
    session: {},
    path: "/m/securityCenter/addBankCardPix?from=%2Fm%2Fwithdraw",
    responses: { [ADD_PATH]: ADDED, ...responses },
  };
}

const save = () => fireEvent.click(screen.getByRole("button", { name: "Add Pix key" }));
const keyType = (name: string) => fireEvent.click(screen.getByRole("radio", { name }));

describe("adding a Pix key (/m/securityCenter/addBankCardPix)", () => {
  it("refuses a CPF whose check digits are wrong, before sending", async () => {
    const page = await renderWidget(addPixKey, member());
    page.fill({ "Pix key": "529.982.247-24", "Account holder's name": "Demo Player" });
    save();
    await page.settle();
    expect(flagOf("Pix key")).toEqual({
      invalid: true,
      focused: true,
      message: expect.stringContaining("This key is not valid (CPF). Please check it."),
    });
    expect(page.requestsTo(ADD_PATH)).toHaveLength(0);
  });

  it("adds a valid CPF as its digits, then goes back to where the member came from", async () => {
    const page = await renderWidget(addPixKey, member());
    page.fill({ "Pix key": "529.982.247-25", "Account holder's name": "Demo Player" });
    save();
    await page.settle();
    const [sent] = page.requestsTo(ADD_PATH);
    expect(sent?.headers.encryption).toBeTruthy();
    expect(sent?.body).toEqual({
      kind: "PIX",
      keyType: "CPF",
      number: "52998224725",
      holderName: "Demo Player",
    });
    expect(page.location().pathname).toBe("/m/withdraw");
    expect(screen.getByTestId("toast").textContent).toBe("Pix key added");
  });

  it("gives each kind of key the keyboard and autofill it needs", async () => {
    await renderWidget(addPixKey, member());
    const field = () => screen.getByLabelText("Pix key") as HTMLInputElement;
    expect(field().inputMode).toBe("numeric");
    keyType("Phone");
    expect([field().type, field().inputMode, field().autocomplete]).toEqual(["tel", "tel", "tel-national"]);
    keyType("E-mail");
    expect([field().type, field().inputMode, field().autocomplete]).toEqual(["email", "email", "email"]);
    keyType("Random key");
    expect(field().inputMode).toBe("text");
  });

  it.each([
    ["Phone", "11 2345-678", "This key is not valid (Phone)."],
    ["E-mail", "demo@example", "This key is not valid (E-mail)."],
    ["Random key", "7d9f0335-8dcc-4054-9bf9", "This key is not valid (Random key)."],
  ])("refuses a %s key that is not one", async (type, typed, message) => {
    const page = await renderWidget(addPixKey, member());
    keyType(type);
    page.fill({ "Pix key": typed, "Account holder's name": "Demo Player" });
    save();
    await page.settle();
    expect(flagOf("Pix key").message).toContain(message);
    expect(page.requestsTo(ADD_PATH)).toHaveLength(0);
  });

  it("sends a phone key as +55 and the number", async () => {
    const page = await renderWidget(addPixKey, member());
    keyType("Phone");
    page.fill({ "Pix key": "(11) 91234-5678", "Account holder's name": "Demo Player" });
    save();
    await page.settle();
    expect(page.requestsTo(ADD_PATH)[0]?.body).toMatchObject({ keyType: "PHONE", number: "+5511912345678" });
  });

  it("says the key is already there, and keeps what was typed", async () => {
    const page = await renderWidget(
      addPixKey,
      member({ [ADD_PATH]: fail("account.duplicate", "You have already added this account") }),
    );
    page.fill({ "Pix key": "529.982.247-25", "Account holder's name": "Demo Player" });
    save();
    await page.settle();
    expect(flagOf("Pix key").message).toContain("You have already added this Pix key.");
    expect(typedIn("Pix key")).toBe("529.982.247-25");
    expect(page.location().pathname).toBe("/m/securityCenter/addBankCardPix");
  });

  it("asks for the holder's name", async () => {
    const page = await renderWidget(addPixKey, member());
    page.fill({ "Pix key": "529.982.247-25" });
    save();
    await page.settle();
    expect(flagOf("Account holder's name")).toEqual({
      invalid: true,
      focused: true,
      message: "Please fill in Account holder's name.",
    });
  });

  it("tells a member whose merchant is not in reais that Pix is not for them, with a way back", async () => {
    const page = await renderWidget(addPixKey, { ...member(), config: "royal" });
    expect(
      screen.getByText("Pix is for accounts in Brazilian reais, so it is not offered here."),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back" }).getAttribute("href")).toBe("/m/withdraw");
    expect(screen.queryByLabelText("Pix key")).toBeNull();
    expect(page.requestsTo(ADD_PATH)).toHaveLength(0);
  });
});
