import {
  createHash,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
  randomBytes,
  sign,
} from "node:crypto";

// A software authenticator: what a phone or a security key does in a WebAuthn ceremony, with an
// ES256 key in memory, so the integration tests run real registrations and sign-ins against the
// passkey endpoints (and can sign what no browser would send, such as another origin's challenge).

type Cbor = number | string | Uint8Array | Map<Cbor, Cbor> | { [key: string]: Cbor };

/** Just enough CBOR (RFC 8949) for an attestation object and a COSE key. */
function cbor(value: Cbor): Buffer {
  const head = (major: number, n: number) => {
    if (n < 24) return Buffer.from([(major << 5) | n]);
    if (n < 256) return Buffer.from([(major << 5) | 24, n]);
    if (n < 65536) return Buffer.from([(major << 5) | 25, n >> 8, n & 255]);
    const b = Buffer.alloc(5);
    b[0] = (major << 5) | 26;
    b.writeUInt32BE(n, 1);
    return b;
  };
  if (typeof value === "number") return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === "string") {
    const text = Buffer.from(value, "utf8");
    return Buffer.concat([head(3, text.length), text]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  const entries = value instanceof Map ? [...value.entries()] : Object.entries(value);
  return Buffer.concat([
    head(5, entries.length),
    ...entries.flatMap(([k, v]) => [cbor(k), cbor(v)]),
  ]);
}

const sha256 = (data: Buffer | string) => createHash("sha256").update(data).digest();
const b64u = (data: Buffer) => data.toString("base64url");

const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

export interface CeremonyOptions {
  /** The origin the "browser" writes into clientDataJSON. */
  origin: string;
  rpId: string;
  /** Whether the authenticator says it verified its user (PIN, biometrics). */
  userVerified?: boolean;
}

/** A passkey made elsewhere (such as by Chromium's virtual authenticator), to sign with. */
export interface ExistingCredential {
  credentialId: Buffer;
  /** Its private key: P-256 (ES256) or Ed25519 (EdDSA); only sign-ins use it. */
  privateKey: KeyObject;
  /** The authenticator's signature counter so far. */
  signCount?: number;
}

export class SoftAuthenticator {
  readonly credentialId: Buffer;
  private readonly privateKey: KeyObject;
  private readonly publicKey: KeyObject;
  private counter: number;

  constructor(existing?: ExistingCredential) {
    if (existing) {
      this.credentialId = existing.credentialId;
      this.privateKey = existing.privateKey;
      this.publicKey = createPublicKey(existing.privateKey);
      this.counter = existing.signCount ?? 0;
      return;
    }
    this.credentialId = randomBytes(16);
    const pair = generateKeyPairSync("ec", { namedCurve: "P-256" });
    this.privateKey = pair.privateKey;
    this.publicKey = pair.publicKey;
    this.counter = 0;
  }

  private clientData(type: string, challenge: string, origin: string) {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** The browser's JSON response to `navigator.credentials.create` with the server's options. */
  register(options: { challenge: string }, ceremony: CeremonyOptions) {
    const jwk = this.publicKey.export({ format: "jwk" });
    const coseKey = new Map<Cbor, Cbor>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x as string, "base64url")],
      [-3, Buffer.from(jwk.y as string, "base64url")],
    ]);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const authData = Buffer.concat([
      sha256(ceremony.rpId),
      Buffer.from([UP | AT | (ceremony.userVerified === false ? 0 : UV)]),
      Buffer.alloc(4),
      Buffer.alloc(16),
      idLength,
      this.credentialId,
      cbor(coseKey),
    ]);
    const attestationObject = cbor({ fmt: "none", attStmt: new Map(), authData });
    return {
      id: b64u(this.credentialId),
      rawId: b64u(this.credentialId),
      type: "public-key",
      response: {
        clientDataJSON: b64u(
          this.clientData("webauthn.create", options.challenge, ceremony.origin),
        ),
        attestationObject: b64u(attestationObject),
        transports: ["internal"],
      },
      authenticatorAttachment: "platform",
      clientExtensionResults: {},
    };
  }

  /** The browser's JSON response to `navigator.credentials.get`, signed with this passkey. */
  authenticate(options: { challenge: string }, ceremony: CeremonyOptions) {
    this.counter += 1;
    const count = Buffer.alloc(4);
    count.writeUInt32BE(this.counter);
    const authData = Buffer.concat([
      sha256(ceremony.rpId),
      Buffer.from([UP | (ceremony.userVerified === false ? 0 : UV)]),
      count,
    ]);
    const clientDataJSON = this.clientData("webauthn.get", options.challenge, ceremony.origin);
    // ES256 signs a SHA-256 digest; Ed25519 (EdDSA, which a browser may pick) signs the bytes.
    const signature = sign(
      this.privateKey.asymmetricKeyType === "ed25519" ? null : "sha256",
      Buffer.concat([authData, sha256(clientDataJSON)]),
      this.privateKey,
    );
    return {
      id: b64u(this.credentialId),
      rawId: b64u(this.credentialId),
      type: "public-key",
      response: {
        clientDataJSON: b64u(clientDataJSON),
        authenticatorData: b64u(authData),
        signature: b64u(signature),
      },
      authenticatorAttachment: "platform",
      clientExtensionResults: {},
    };
  }
}
