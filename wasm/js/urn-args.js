// urn-args.js — how the API reads its arguments and reports what goes
// wrong: a bad argument found here is an ArgError, and every function of
// the API is guarded, so that it returns an error object
// ({error: {code, message}}) and never throws.

// ArgError is a bad argument found on the JavaScript side; guard turns
// it into an error object.
export class ArgError {
	constructor(code, message) {
		this.code = code;
		this.message = message;
	}
}

const typeName = (v) => (v === null ? "null" : Array.isArray(v) ? "array" : typeof v);

export function argStr(v, what) {
	if (typeof v !== "string") {
		throw new ArgError("bad-argument", `${what} must be a string, got ${typeName(v)}`);
	}
	return v;
}

// readArg runs read, which looks into an argument the caller gave: a
// getter or a Proxy trap that throws makes the argument bad, not the
// module broken.
function readArg(what, read) {
	try {
		return read();
	} catch (e) {
		throw new ArgError("bad-argument", `${what} cannot be read: ${e?.message ?? e}`);
	}
}

// objectKind names what kind of object v is, by its tag: "Object" for
// an object literal (from any realm, an iframe's too) or a class's
// instance, "Map", "Date", "Array" and so on for the others.
const objectKind = (what, v) => readArg(what, () => Object.prototype.toString.call(v).slice(8, -1));

// One rule for the objects the API reads, options and fields alike: a
// plain object (objectKind "Object"), of which only its own properties
// count, as JSON.stringify reads fields; a Map or any other kind is a bad
// argument, named, rather than read as empty.
export function plainObject(v, what, want) {
	if (typeof v !== "object" || objectKind(what, v) !== "Object") {
		const kind = typeof v === "object" && v !== null ? objectKind(what, v) : typeName(v);
		throw new ArgError("bad-argument", `${what} must be ${want}, got ${kind === "Array" ? "array" : kind}`);
	}
	return v;
}

// opts reads an options object; undefined and null mean {}. Keys it does
// not know are ignored.
export function opts(o) {
	if (o === undefined || o === null) return {};
	return plainObject(o, "options", "an object");
}

// opt reads one option: an own property (inherited ones are not the
// caller's options).
export const opt = (o, key) => readArg(`options.${key}`, () => (Object.hasOwn(o, key) ? o[key] : undefined));

// optStr reads an optional string option; absent (undefined or null) is "".
export function optStr(o, key) {
	const v = opt(o, key);
	if (v === undefined || v === null) return "";
	return argStr(v, `options.${key}`);
}

export function optBool(o, key) {
	const v = opt(o, key);
	if (v === undefined || v === null) return false;
	if (typeof v !== "boolean") {
		throw new ArgError("bad-argument", `options.${key} must be a boolean, got ${typeName(v)}`);
	}
	return v;
}

// optCount is a count option as the module reads it: "" when it is
// missing (undefined or null), else its decimal digits; anything but a
// whole number from 0 to 2**53 − 1 is a bad argument that says so.
export function optCount(o, key) {
	const v = opt(o, key);
	if (v === undefined || v === null) return "";
	if (typeof v !== "number" || !Number.isSafeInteger(v) || v < 0) {
		const got = typeof v === "number" ? String(v) : typeName(v);
		throw new ArgError("bad-argument", `options.${key} must be a whole number from 0 to 2**53 − 1, got ${got}`);
	}
	return String(v);
}

// fieldsJSON is the template functions' fields argument as JSON, for the
// module to read: an object of field id → text, or a registration as
// template.import returns it ({fields, preamble, extra}).
export function fieldsJSON(fields) {
	if (fields === undefined || fields === null) return "{}";
	plainObject(fields, "fields", "an object of field id → text");
	let json;
	try {
		json = JSON.stringify(fields);
	} catch (e) {
		throw new ArgError("bad-argument", `fields cannot be written as JSON: ${e?.message ?? e}`);
	}
	if (typeof json !== "string") {
		// A toJSON method that returns undefined (or a function).
		throw new ArgError("bad-argument", "fields cannot be written as JSON: JSON.stringify(fields) gives undefined");
	}
	return json;
}

export const errorObject = (code, message) => ({error: {code, message}});

// guard makes fn one of the API's functions: whatever goes wrong comes
// back as an error object, never as an exception.
export function guard(name, fn) {
	return function (...args) {
		try {
			return fn(...args);
		} catch (e) {
			return caught(name, e);
		}
	};
}

// caught is the error object for what a guarded function threw: a bad
// argument as such, anything else as internal.
export function caught(name, e) {
	if (e instanceof ArgError) return errorObject(e.code, `${name}: ${e.message}`);
	return errorObject("internal", `${name}: ${e?.message ?? e}`);
}

// guard2 is guard for URN.parse and URN.valid, the hot paths, which take
// at most two arguments: without guard's rest parameter, a call makes no
// array.
export function guard2(name, fn) {
	return function (a, b) {
		try {
			return fn(a, b);
		} catch (e) {
			return caught(name, e);
		}
	};
}
