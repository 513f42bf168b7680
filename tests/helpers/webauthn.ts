import crypto from "node:crypto";

/**
 * A software passkey for tests over HTTP: what an authenticator answers to WebAuthn's create() and
 * get() (ES256, "none" attestation), so a test can register a passkey and sign in with it against a
 * real server without a browser. `userVerified` sets the UV flag (a PIN, fingerprint or face).
 */
export function createSoftPasskey({ origin, rpId }: { origin: string; rpId: string }) {
  const { privateKey, publicKey } = crypto.generateKeyPairSync("ec", { namedCurve: "P-256" });
  const credentialId = crypto.randomBytes(16);
  const jwk = publicKey.export({ format: "jwk" });
  const rpIdHash = crypto.createHash("sha256").update(rpId).digest();
  let signCount = 0;

  function clientData(type: "webauthn.create" | "webauthn.get", challenge: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  function flags({ userVerified, attested }: { userVerified: boolean; attested: boolean }): number {
    return 0x01 | (userVerified ? 0x04 : 0) | (attested ? 0x40 : 0);
  }

  return {
    id: b64url(credentialId),

    /** The answer to create(): what the browser posts to finish a registration. */
    register(challenge: string, { userVerified = true } = {}) {
      const coseKey = new Map<number, unknown>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, "base64url")],
        [-3, Buffer.from(jwk.y!, "base64url")],
      ]);
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(credentialId.length);
      const authData = Buffer.concat([
        rpIdHash,
        Buffer.from([flags({ userVerified, attested: true })]),
        counter(signCount),
        Buffer.alloc(16),
        idLength,
        credentialId,
        cbor(coseKey),
      ]);
      const attestationObject = cbor(
        new Map<string, unknown>([
          ["fmt", "none"],
          ["attStmt", new Map()],
          ["authData", authData],
        ]),
      );
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: "public-key",
        authenticatorAttachment: "platform",
        clientExtensionResults: {},
        response: {
          clientDataJSON: b64url(clientData("webauthn.create", challenge)),
          attestationObject: b64url(attestationObject),
          transports: ["internal"],
        },
      };
    },

    /** The answer to get(): what the browser posts to sign in with the passkey. */
    authenticate(challenge: string, { userVerified = true } = {}) {
      signCount += 1;
      const authData = Buffer.concat([
        rpIdHash,
        Buffer.from([flags({ userVerified, attested: false })]),
        counter(signCount),
      ]);
      const data = clientData("webauthn.get", challenge);
      const signed = Buffer.concat([authData, crypto.createHash("sha256").update(data).digest()]);
      const signature = crypto.sign("sha256", signed, privateKey);
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: "public-key",
        authenticatorAttachment: "platform",
        clientExtensionResults: {},
        response: {
          clientDataJSON: b64url(data),
          authenticatorData: b64url(authData),
          signature: b64url(signature),
        },
      };
    },
  };
}

function b64url(bytes: Buffer): string {
  return bytes.toString("base64url");
}

function counter(value: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
}

/** The few CBOR types a WebAuthn answer uses: integers, text, byte strings and maps. */
function cbor(value: unknown): Buffer {
  if (typeof value === "number") {
    return value >= 0 ? head(0, value) : head(1, -1 - value);
  }
  if (typeof value === "string") {
    const text = Buffer.from(value);
    return Buffer.concat([head(3, text.length), text]);
  }
  if (Buffer.isBuffer(value)) return Buffer.concat([head(2, value.length), value]);
  if (value instanceof Map) {
    const parts = [head(5, value.size)];
    for (const [key, item] of value) parts.push(cbor(key), cbor(item));
    return Buffer.concat(parts);
  }
  throw new Error(`cannot encode ${typeof value} as CBOR`);
}

function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 256) return Buffer.from([(major << 5) | 24, length]);
  const bytes = Buffer.alloc(3);
  bytes[0] = (major << 5) | 25;
  bytes.writeUInt16BE(length, 1);
  return bytes;
}
