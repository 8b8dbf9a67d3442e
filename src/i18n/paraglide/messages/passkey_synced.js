import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Passkey_SyncedInputs */

const en_passkey_synced = /** @type {(inputs: Passkey_SyncedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Synced`)
};

const de_passkey_synced = /** @type {(inputs: Passkey_SyncedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Synchronisiert`)
};

const ar_passkey_synced = /** @type {(inputs: Passkey_SyncedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`متزامن`)
};

const en_xa2_passkey_synced = /** @type {(inputs: Passkey_SyncedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šýñçéð ··]`)
};

/**
* | output |
* | --- |
* | "Synced" |
*
* @param {Passkey_SyncedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const passkey_synced = /** @type {((inputs?: Passkey_SyncedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkey_SyncedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_passkey_synced(inputs)
	if (locale === "ar") return ar_passkey_synced(inputs)
	if (locale === "en-XA") return en_xa2_passkey_synced(inputs)
	return en_passkey_synced(inputs)
});