/** Registration (username and mobile), generated usernames, language and password changes. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openSeededDatabase, type RunningServer, startServer } from "./harness";

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ db: await openSeededDatabase() });
});
afterAll(async () => {
  await server?.close();
  await server?.db.close();
});

const headers = (merchant: string, extra: Record<string, string> = {}) => ({ merchant, ...extra });

const registration = (fields: Record<string, unknown>) => ({
  registerMethod: "H5",
  registerUrl: "https://royal.localhost/m/register",
  loginDeviceId: "d".repeat(36),
  login: false,
  ...fields,
});

function register(merchant: string, body: Record<string, unknown>, method = "PUT") {
  return server.secure("/wps/member/register", {
    method,
    headers: headers(merchant, { moduleid: "REG3" }),
    body,
  });
}

function registerMobile(merchant: string, body: Record<string, unknown>, method = "PUT") {
  return server.secure("/wps/member/register/mobile", {
    method,
    headers: headers(merchant, { moduleid: "MOBILENUMREG3" }),
    body,
  });
}

async function smsCode(merchant: string, mobileNum: string): Promise<string> {
  await server.call("/wps/verification/sms/noLogin", {
    headers: headers(merchant),
    body: { countryDialingCode: "66", mobileNum },
  });
  return (await server.call(`/__dev/sms/last?mobileNum=${mobileNum}&merchant=${merchant}`)).json.value.code;
}

async function login(merchant: string, username: string, password: string) {
  return server.secure("/wps/session/login", { headers: headers(merchant), body: { username, password } });
}

describe("PUT|POST /wps/member/register", () => {
  it("registers a member, keeping what the form sent, and answers the customer id", async () => {
    const reply = await register(
      "royal",
      registration({
        username: "Newbie01",
        password: "Secret99",
        referralCode: "REF42",
        affiliateCode: "AFF7",
        pixelTrack: { fbc: "fb.1.123", utm_source: "spring" },
        domain: "royal.localhost",
      }),
    );
    expect(reply.status).toBe(200);
    expect(reply.json).toEqual({ success: true, value: { customerId: expect.any(Number) } });

    const stored = await server.call("/__dev/members/royal/newbie01");
    expect(stored.json.value).toMatchObject({
      id: reply.json.value.customerId,
      username: "Newbie01",
      type: 0,
      registerMethod: "H5",
      registerUrl: "https://royal.localhost/m/register",
      domain: "royal.localhost",
      referralCode: "REF42",
      affiliateCode: "AFF7",
      pixelTrack: { fbc: "fb.1.123", utm_source: "spring" },
      loginDeviceId: "d".repeat(36),
      firstTimeLogin: false,
    });
    expect(stored.json.value).not.toHaveProperty("password_hash");
    const row = await server.db.query<{ password_hash: string }>(
      "SELECT password_hash FROM members WHERE username = 'Newbie01'",
    );
    expect(row.rows[0]?.password_hash).toMatch(/^scrypt\$/);
    expect(row.rows[0]?.password_hash).not.toContain("Secret99");

    expect((await login("royal", "newbie01", "Secret99")).status).toBe(200);
  });

  it("starts a session when login is true, by POST as well as PUT", async () => {
    const reply = await register(
      "sunrise",
      registration({ username: "quick2", password: "Secret99", login: true }),
      "POST",
    );
    expect(reply.status).toBe(200);
    expect(reply.json.value).toEqual({
      customerId: expect.any(Number),
      id: reply.json.value.customerId,
      token: expect.stringMatching(/^[0-9a-f]{64}$/),
      userName: "quick2",
    });
    const info = await server.call("/wps/member/info", {
      headers: headers("sunrise", { authorization: reply.json.value.token, language: "TH" }),
    });
    expect(info.json.value).toMatchObject({ userName: "quick2", type: 0 });
  });

  it("refuses a taken, malformed or weak registration with the platform's codes", async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ username: "DEMO", password: "Secret99" }, "user.exists"],
      [{ username: "abc", password: "Secret99" }, "username.invalid"],
      [{ username: "has space", password: "Secret99" }, "username.invalid"],
      [{ username: "a".repeat(17), password: "Secret99" }, "username.invalid"],
      [{ password: "Secret99" }, "username.invalid"],
      [{ username: "okname1", password: "12345" }, "password.invalid"],
      [{ username: "okname1" }, "password.invalid"],
      [{ username: "okname1", password: "Secret99", mobileNum: "13800138000" }, "user.exists"],
      [{ username: "okname1", password: "Secret99", mobileNum: "12ab" }, "request_param_err"],
    ];
    for (const [fields, errorCode] of cases) {
      const reply = await register("royal", registration(fields));
      expect(reply.status, JSON.stringify(fields)).toBe(400);
      expect(reply.json, JSON.stringify(fields)).toMatchObject({ success: false, errorCode });
    }
  });

  it("takes only encrypted bodies, and neither GET nor DELETE", async () => {
    const plain = await server.call("/wps/member/register", {
      method: "PUT",
      headers: headers("royal"),
      body: registration({ username: "plain01", password: "Secret99" }),
    });
    expect(plain.status).toBe(400);
    expect(plain.json.errorCode).toBe("request_body_required");
    for (const method of ["GET", "DELETE"]) {
      const reply = await server.call("/wps/member/register", { method, headers: headers("royal") });
      expect(reply.status, method).toBe(405);
    }
  });
});

describe("PUT|POST /wps/member/register/mobile", () => {
  it("registers a mobile number with its SMS code, generating the username", async () => {
    const code = await smsCode("sunrise", "812345678");
    const reply = await registerMobile(
      "sunrise",
      registration({
        mobileNum: "812345678",
        countryDialingCode: "66",
        password: "Secret99",
        verificationCode: code,
        login: true,
      }),
    );
    expect(reply.status).toBe(200);
    expect(reply.json.value.userName).toMatch(/^player\d{6}$/);
    const stored = await server.call(`/__dev/members/sunrise/${reply.json.value.userName}`);
    expect(stored.json.value).toMatchObject({ mobile: "812345678", countryDialingCode: "66" });

    const bySms = await server.secure("/wps/session/login", {
      headers: headers("sunrise"),
      body: { type: "sms", mobileNum: "812345678", password: await smsCode("sunrise", "812345678") },
    });
    expect(bySms.json.value.userName).toBe(reply.json.value.userName);
  });

  it("refuses a missing or wrong SMS code and a number already registered", async () => {
    const missing = await registerMobile(
      "sunrise",
      registration({ mobileNum: "822222222", password: "Secret99" }),
      "POST",
    );
    expect(missing.json.errorCode).toBe("sms.code.err");
    const code = await smsCode("sunrise", "822222222");
    const wrong = await registerMobile(
      "sunrise",
      registration({
        mobileNum: "822222222",
        password: "Secret99",
        verificationCode: code === "123123" ? "321321" : "123123",
      }),
    );
    expect(wrong.status).toBe(400);
    expect(wrong.json.errorCode).toBe("sms.code.err");
    const taken = await registerMobile(
      "sunrise",
      registration({
        mobileNum: "13800138000",
        password: "Secret99",
        verificationCode: await smsCode("sunrise", "13800138000"),
      }),
    );
    expect(taken.json.errorCode).toBe("user.exists");
    const chosen = await registerMobile(
      "sunrise",
      registration({
        username: "x",
        mobileNum: "833333333",
        password: "Secret99",
        verificationCode: "000000",
      }),
    );
    expect(chosen.json.errorCode).toBe("username.invalid");
  });

  it("takes a social sign-in token instead of the code, and binds that account", async () => {
    const claims = Buffer.from(JSON.stringify({ sub: "fb-uid-77", phone_number: "+66844444444" })).toString(
      "base64url",
    );
    const firebaseIdToken = `eyJhbGciOiJub25lIn0.${claims}.`;
    const reply = await registerMobile(
      "sunrise",
      registration({
        mobileNum: "844444444",
        password: "Secret99",
        firebaseIdToken,
        firebaseChannel: "facebook",
      }),
    );
    expect(reply.status).toBe(200);
    const social = await server.secure("/wps/session/login", {
      headers: headers("sunrise"),
      body: { type: "firebase", firebaseIdToken },
    });
    expect(social.status).toBe(200);
    expect(social.json.value.id).toBe(reply.json.value.customerId);
  });
});

describe("PUT|POST /wps/member/register/autoUsername", () => {
  it("suggests a free username that registration accepts", async () => {
    for (const method of ["PUT", "POST"]) {
      const reply = await server.call("/wps/member/register/autoUsername", {
        method,
        headers: headers("brisa", { moduleid: "REG3" }),
        body: {},
      });
      expect(reply.status, method).toBe(200);
      expect(reply.json.value).toMatch(/^[A-Za-z0-9]{4,16}$/);
      // Nobody has it yet.
      const stored = await server.call(`/__dev/members/brisa/${reply.json.value}`);
      expect(stored.status).toBe(404);
    }
  });
});

describe("member language and password", () => {
  it("stores the member's language", async () => {
    const token = (await login("brisa", "demo", "Demo@1234")).json.value.token;
    for (const [method, language] of [
      ["PUT", "EN"],
      ["POST", "PT-BR"],
    ]) {
      const reply = await server.call("/wps/member/language", {
        method,
        headers: headers("brisa", { authorization: token }),
        body: { language },
      });
      expect(reply.json, method).toEqual({ success: true, value: true });
      const info = await server.call("/wps/member/info", {
        headers: headers("brisa", { authorization: token }),
      });
      expect(info.json.value.language).toBe(language);
    }
    const anonymous = await server.call("/wps/member/language", {
      method: "PUT",
      headers: headers("brisa"),
      body: { language: "EN" },
    });
    expect(anonymous.status).toBe(401);
    expect(anonymous.json.errorCode).toBe("login.not.session");
    const empty = await server.call("/wps/member/language", {
      method: "PUT",
      headers: headers("brisa", { authorization: token }),
      body: {},
    });
    expect(empty.json.errorCode).toBe("request_param_err");
  });

  it("changes the password after checking the old one, ending the forced change", async () => {
    const token = (await login("lite", "expired", "Expired@1234")).json.value.token;
    const auth = headers("lite", { authorization: token, moduleid: "PASS3" });
    const wrongOld = await server.call("/wps/member/password", {
      headers: auth,
      body: { oldPassword: "Nope@1234", newPassword: "Fresh@5678" },
    });
    expect(wrongOld.status).toBe(400);
    expect(wrongOld.json.errorCode).toBe("password.old.err");
    const tooShort = await server.call("/wps/member/password", {
      headers: auth,
      body: { oldPassword: "Expired@1234", newPassword: "abc" },
    });
    expect(tooShort.json.errorCode).toBe("password.invalid");

    const changed = await server.call("/wps/member/password", {
      headers: auth,
      body: { oldPassword: "Expired@1234", newPassword: "Fresh@5678" },
    });
    expect(changed.json).toEqual({ success: true, value: true });
    const info = await server.call("/wps/member/info", { headers: auth });
    expect(info.json.value).toMatchObject({
      passwordExpired: false,
      updatePassword: false,
      firstTimeLogin: false,
    });
    expect((await login("lite", "expired", "Expired@1234")).json.errorCode).toBe("login.cred.err");
    expect((await login("lite", "expired", "Fresh@5678")).status).toBe(200);
  });
});
