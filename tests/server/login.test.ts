/** Encrypted bodies, login (password, SMS, social), two-factor, token_ip_different, over real HTTP. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { encryptRequest } from "./client-cipher";
import { openSeededDatabase, type RunningServer, startServer } from "./harness";

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ db: await openSeededDatabase() });
});
afterAll(async () => {
  await server?.close();
  await server?.db.close();
});

const as = (merchant: string, extra: Record<string, string> = {}) => ({ merchant, ...extra });

function login(merchant: string, body: Record<string, unknown>) {
  return server.secure("/wps/session/login", { headers: as(merchant), body });
}

function verify(merchant: string, body: Record<string, unknown>) {
  return server.secure("/wps/session/login/verification", { headers: as(merchant), body });
}

async function sendSms(merchant: string, mobileNum: string) {
  const sent = await server.call("/wps/verification/sms/noLogin", {
    headers: as(merchant, { moduleid: "VERIFICATION3" }),
    body: { countryDialingCode: "86", mobileNum },
  });
  expect(sent.status).toBe(200);
  const last = await server.call(`/__dev/sms/last?mobileNum=${mobileNum}&merchant=${merchant}`);
  return last.json.value.code as string;
}

/** An unsigned JWT as the Firebase Auth emulator issues them (alg none, empty signature). */
function unsignedIdToken(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
  return `${part({ alg: "none", typ: "JWT" })}.${part({ iss: "https://securetoken.google.com/demo", ...claims })}.`;
}

async function dev(path: string, body: unknown) {
  const reply = await server.call(path, { body });
  expect(reply.status, `${path} ${reply.text}`).toBe(200);
  return reply.json.value;
}

describe("GET /wps/session/key/rsa", () => {
  it("answers the 1024-bit modulus as quoted lower-case hex in plain text, never cached", async () => {
    const reply = await server.call(`/wps/session/key/rsa?_=${Date.now()}`, { headers: as("royal") });
    expect(reply.status).toBe(200);
    expect(reply.headers["content-type"]).toMatch(/^text\/plain/);
    expect(reply.headers["cache-control"]).toBe("no-cache");
    expect(reply.text).toMatch(/^"[0-9a-f]{256}"$/);
    expect(reply.text.slice(1, 2)).not.toBe("0");
    // One key per server process.
    const again = await server.call(`/wps/session/key/rsa?_=${Date.now() + 1}`, { headers: as("sunrise") });
    expect(again.text).toBe(reply.text);
  });
});

/** A modulus differing from `modulus` in its last (odd) digit. */
const otherModulus = (modulus: string) => `${modulus.slice(0, -1)}${modulus.endsWith("1") ? "3" : "1"}`;

describe("encrypted request bodies", () => {
  const credentials = {
    username: "demo",
    password: "Demo@1234",
    type: "username",
    loginDeviceId: "x".repeat(36),
  };

  it("decrypts an encrypted login", async () => {
    const reply = await login("royal", credentials);
    expect(reply.status).toBe(200);
    expect(reply.json.value.userName).toBe("demo");
  });

  it("answers 400 request_body_required to a plain body or a missing header", async () => {
    const plain = await server.call("/wps/session/login", { headers: as("royal"), body: credentials });
    expect(plain.status).toBe(400);
    expect(plain.json).toMatchObject({ success: false, value: null, errorCode: "request_body_required" });

    const sealed = encryptRequest(credentials, await server.modulus());
    for (const dropped of ["encryption", "x-digest", "x-rsa"]) {
      const headers: Record<string, string> = { ...as("royal"), ...sealed.headers };
      delete headers[dropped];
      const reply = await server.call("/wps/session/login", { headers, body: sealed.body });
      expect(reply.status, dropped).toBe(400);
      expect(reply.json.errorCode, dropped).toBe("request_body_required");
    }
    const noValue = await server.call("/wps/session/login", {
      headers: { ...as("royal"), ...sealed.headers },
      body: {},
    });
    expect(noValue.json.errorCode).toBe("request_body_required");
  });

  it("answers 400 decryption.err when the key or the ciphertext is wrong", async () => {
    const modulus = await server.modulus();
    const sealed = encryptRequest(credentials, modulus);
    const otherSealed = encryptRequest({ username: "demo" }, modulus);
    const cases: Array<[string, Record<string, string>, unknown]> = [
      ["another server's modulus", { ...sealed.headers, "x-rsa": otherModulus(modulus) }, sealed.body],
      [
        "the key of another request",
        { ...sealed.headers, encryption: otherSealed.headers.encryption },
        sealed.body,
      ],
      ["garbage ciphertext", { ...sealed.headers, "x-digest": "AAAAAAAAAAA=" }, { value: "AAAAAAAAAAA=" }],
      ["an Encryption that is not hex", { ...sealed.headers, encryption: "nothex" }, sealed.body],
      [
        "X-Digest not the body's value",
        { ...sealed.headers, "x-digest": otherSealed.body.value },
        sealed.body,
      ],
    ];
    for (const [what, headers, body] of cases) {
      const reply = await server.call("/wps/session/login", {
        headers: { ...as("royal"), ...headers },
        body,
      });
      expect(reply.status, what).toBe(400);
      expect(reply.json, what).toMatchObject({ success: false, value: null, errorCode: "decryption.err" });
    }
  });

  it("accepts the modulus in quotes, as fetched, in X-RSA", async () => {
    const modulus = await server.modulus();
    const sealed = encryptRequest(credentials, modulus);
    const reply = await server.call("/wps/session/login", {
      headers: { ...as("royal"), ...sealed.headers, "x-rsa": `"${modulus}"` },
      body: sealed.body,
    });
    expect(reply.status).toBe(200);
  });

  it("answers 405 to a login asked with GET", async () => {
    const reply = await server.call("/wps/session/login", { headers: as("royal") });
    expect(reply.status).toBe(405);
    expect(reply.json.errorCode).toBe("http_method_not_support");
  });
});

describe("POST /wps/session/login", () => {
  it("logs in every seeded member, with its customer type and first-login mark", async () => {
    const members = [
      ["demo", "Demo@1234", 0, false],
      ["agent1", "Agent@1234", 1, false],
      ["agent2", "Agent@1234", 2, false],
      ["guest4", "Guest@1234", 4, false],
      ["weak", "123456", 0, true],
      ["expired", "Expired@1234", 0, false],
    ] as const;
    for (const [username, password, type, firstTimeLogin] of members) {
      const reply = await login("sahara", { username, password, type: "username" });
      expect(reply.status, username).toBe(200);
      expect(reply.json.value).toEqual({
        id: expect.any(Number),
        token: expect.stringMatching(/^[0-9a-f]{64}$/),
        userName: username,
        customerType: type,
        firstTimeLogin,
      });
    }
    const expired = await login("sahara", { username: "expired", password: "Expired@1234" });
    const info = await server.call("/wps/member/info", {
      headers: as("sahara", { authorization: expired.json.value.token }),
    });
    expect(info.json.value.passwordExpired).toBe(true);
  });

  it("takes a mobile number in place of the username", async () => {
    const reply = await login("sahara", {
      mobileNum: "13800138001",
      password: "Agent@1234",
      type: "username",
    });
    expect(reply.status).toBe(200);
    expect(reply.json.value.userName).toBe("agent1");
  });

  it("refuses an unknown login type", async () => {
    const reply = await login("royal", { username: "demo", password: "Demo@1234", type: "carrier-pigeon" });
    expect(reply.status).toBe(400);
    expect(reply.json.errorCode).toBe("request_param_err");
  });
});

describe("SMS codes and SMS login", () => {
  it("sends a 6-digit code valid for 60 s, readable by the dev control", async () => {
    const before = Date.now();
    const sent = await server.call("/wps/verification/sms/noLogin", {
      headers: as("brisa"),
      body: { countryDialingCode: "+55", mobileNum: "11987654321" },
    });
    expect(sent.status).toBe(200);
    const { expirationTime } = sent.json.value;
    expect(expirationTime).toBeGreaterThanOrEqual(before + 60_000);
    expect(expirationTime).toBeLessThanOrEqual(Date.now() + 60_000);
    const last = await server.call("/__dev/sms/last?mobileNum=11987654321");
    expect(last.json.value).toMatchObject({
      code: expect.stringMatching(/^\d{6}$/),
      expirationTime,
      countryDialingCode: "55",
    });
  });

  it("refuses a mobile number that is not digits", async () => {
    const reply = await server.call("/wps/verification/sms/noLogin", {
      headers: as("brisa"),
      body: { countryDialingCode: "55", mobileNum: "call me" },
    });
    expect(reply.status).toBe(400);
    expect(reply.json.errorCode).toBe("request_param_err");
  });

  it("logs in with the last code sent to the member's number, once", async () => {
    const code = await sendSms("brisa", "13800138002");
    const reply = await login("brisa", { mobileNum: "13800138002", password: code, type: "sms" });
    expect(reply.status).toBe(200);
    expect(reply.json.value.userName).toBe("agent2");

    const again = await login("brisa", { mobileNum: "13800138002", password: code, type: "sms" });
    expect(again.status).toBe(400);
    expect(again.json.errorCode).toBe("sms.code.err");
  });

  it("tells a wrong code, an expired code and an unknown number apart", async () => {
    const code = await sendSms("brisa", "13800138004");
    const wrong = await login("brisa", {
      mobileNum: "13800138004",
      password: code === "000000" ? "111111" : "000000",
      type: "sms",
    });
    expect(wrong.json.errorCode).toBe("sms.code.err");

    await server.db.query("UPDATE sms_codes SET expires_at = $1 WHERE mobile = '13800138004'", [
      Date.now() - 1,
    ]);
    const expired = await login("brisa", { mobileNum: "13800138004", password: code, type: "sms" });
    expect(expired.status).toBe(400);
    expect(expired.json.errorCode).toBe("sms.code.expired");

    const unknown = await login("brisa", { mobileNum: "19999999999", password: code, type: "sms" });
    expect(unknown.json.errorCode).toBe("not.exists.user");
  });
});

describe("social (Firebase) login", () => {
  it("asks to bind an account the first time, and logs in once it is bound", async () => {
    const idToken = unsignedIdToken({ sub: "google-uid-1", email: "player@gmail.example" });
    const body = { type: "firebase", firebaseChannel: "google", firebaseIdToken: idToken };
    const unbound = await login("sunrise", body);
    expect(unbound.status).toBe(400);
    expect(unbound.json).toMatchObject({
      success: false,
      errorCode: "bind_customer_required",
      message: "Please bind an account (code 1001)",
    });

    await dev("/__dev/bind-social", { merchant: "sunrise", subject: "google-uid-1", username: "agent1" });
    const bound = await login("sunrise", body);
    expect(bound.status).toBe(200);
    expect(bound.json.value.userName).toBe("agent1");
    // The binding is the merchant's own.
    expect((await login("royal", body)).json.errorCode).toBe("bind_customer_required");
  });

  it("finds a binding by the token's phone number too", async () => {
    await dev("/__dev/bind-social", { merchant: "sunrise", subject: "+8613800138002", username: "agent2" });
    const idToken = unsignedIdToken({ sub: "phone-uid-9", phone_number: "+8613800138002" });
    const reply = await login("sunrise", { type: "firebase", firebaseIdToken: idToken });
    expect(reply.json.value.userName).toBe("agent2");
  });

  it("refuses a firebaseIdToken that is not a JWT", async () => {
    const reply = await login("sunrise", { type: "firebase", firebaseIdToken: "not-a-token" });
    expect(reply.status).toBe(400);
    expect(reply.json.errorCode).toBe("request_param_err");
  });
});

describe("token_ip_different", () => {
  it("refuses the flagged member's login until the flag is cleared", async () => {
    await dev("/__dev/token-ip", { merchant: "lite", username: "demo", on: true });
    const refused = await login("lite", { username: "demo", password: "Demo@1234" });
    expect(refused.status).toBe(400);
    expect(refused.json.errorCode).toBe("token_ip_different");
    // A wrong password is still just a wrong password.
    expect((await login("lite", { username: "demo", password: "nope123" })).json.errorCode).toBe(
      "login.cred.err",
    );

    await dev("/__dev/token-ip", { merchant: "lite", username: "demo", on: false });
    expect((await login("lite", { username: "demo", password: "Demo@1234" })).status).toBe(200);
  });
});

describe("two-factor login", () => {
  const agent = { username: "agent1", password: "Agent@1234" };

  it("offers the forced methods with masked contact details", async () => {
    await dev("/__dev/2fa", { merchant: "royal", username: "agent1", methods: ["E", "P", "G", "S"] });
    try {
      const reply = await login("royal", { ...agent, type: "username" });
      expect(reply.status).toBe(400);
      expect(reply.json).toMatchObject({
        success: false,
        errorCode: "login_verify_required",
        value: { email: "a***@example.com", ga: true, sms: "138****8001", payeeName: true },
      });
      expect(reply.json.message).toEqual(expect.any(String));
    } finally {
      await dev("/__dev/2fa", { merchant: "royal", username: "agent1", methods: [] });
    }
    expect((await login("royal", agent)).status).toBe(200);
  });

  it("completes the login with each method's proof, and refuses a wrong one", async () => {
    await dev("/__dev/2fa", { merchant: "royal", username: "agent1", methods: ["E", "P", "G", "S"] });
    try {
      const proofs: Array<[string, Record<string, string>, Record<string, string>]> = [
        ["E", { email: " Agent1@Example.com " }, { email: "someone@example.com" }],
        ["P", { payeeName: "Agent One" }, { payeeName: "Agent Two" }],
        ["G", { authCode: "123456" }, { authCode: "654321" }],
      ];
      for (const [method, right, wrong] of proofs) {
        expect((await login("royal", agent)).json.errorCode).toBe("login_verify_required");
        const refused = await verify("royal", { ...agent, method, ...wrong });
        expect(refused.status, method).toBe(400);
        expect(refused.json.errorCode, method).toBe("verification.err");
        const passed = await verify("royal", { ...agent, method, ...right });
        expect(passed.status, method).toBe(200);
        expect(passed.json.value).toMatchObject({
          userName: "agent1",
          customerType: 1,
          token: expect.any(String),
        });
        const info = await server.call("/wps/member/info", {
          headers: as("royal", { authorization: passed.json.value.token }),
        });
        expect(info.status).toBe(200);
        // The challenge is used up: the same proof again needs a new login first.
        expect((await verify("royal", { ...agent, method, ...right })).json.errorCode).toBe(
          "verification.err",
        );
      }

      expect((await login("royal", agent)).json.errorCode).toBe("login_verify_required");
      const code = await sendSms("royal", "13800138001");
      const wrongNumber = await verify("royal", {
        ...agent,
        method: "S",
        mobileNum: "13800138000",
        verificationCode: code,
      });
      expect(wrongNumber.json.errorCode).toBe("verification.err");
      const bySms = await verify("royal", {
        ...agent,
        method: "S",
        mobileNum: "13800138001",
        verificationCode: code,
      });
      expect(bySms.status).toBe(200);
    } finally {
      await dev("/__dev/2fa", { merchant: "royal", username: "agent1", methods: [] });
    }
  });

  it("accepts only an offered method, with the right password, after a login asked for it", async () => {
    const noChallenge = await verify("sunrise", {
      username: "demo",
      password: "Demo@1234",
      method: "G",
      authCode: "123456",
    });
    expect(noChallenge.status).toBe(400);
    expect(noChallenge.json.errorCode).toBe("verification.err");

    await dev("/__dev/2fa", { merchant: "sunrise", username: "demo", methods: ["G"] });
    try {
      const offer = await login("sunrise", { username: "demo", password: "Demo@1234" });
      expect(offer.json.value).toEqual({ ga: true });
      const notOffered = await verify("sunrise", {
        username: "demo",
        password: "Demo@1234",
        method: "E",
        email: "demo@example.com",
      });
      expect(notOffered.json.errorCode).toBe("verification.err");
      const badPassword = await verify("sunrise", {
        username: "demo",
        password: "wrong12",
        method: "G",
        authCode: "123456",
      });
      expect(badPassword.json.errorCode).toBe("login.cred.err");
      const badMethod = await verify("sunrise", { username: "demo", password: "Demo@1234", method: "X" });
      expect(badMethod.json.errorCode).toBe("request_param_err");
      const plain = await server.call("/wps/session/login/verification", {
        headers: as("sunrise"),
        body: { username: "demo", password: "Demo@1234", method: "G", authCode: "123456" },
      });
      expect(plain.json.errorCode).toBe("request_body_required");
      const passed = await verify("sunrise", {
        username: "demo",
        password: "Demo@1234",
        method: "G",
        authCode: "123456",
      });
      expect(passed.status).toBe(200);
    } finally {
      await dev("/__dev/2fa", { merchant: "sunrise", username: "demo", methods: [] });
    }
  });
});
