// urn-weburl.js — URN.asURL and URN.equivalentAsURL: how the platform's
// own URL parser (the WHATWG URL Standard's, new URL() in browsers and
// node) reads a string, set beside the URN's reading by the module
// (core/weburl), which says where and why they part.

import {ArgError, argStr, guard, optStr, opts} from "./urn-args.js";

// urlClass checks the URL class passed in: the platform's, or one with
// its constructor and getters.
function urlClass(URLClass) {
	if (typeof URLClass !== "function") {
		throw new ArgError("bad-argument", `URL must be the platform's URL class (globalThis.URL), got ${URLClass === null ? "null" : typeof URLClass}`);
	}
	return URLClass;
}

// parseURL runs the URL parser on input: its getters, or its refusal.
function parseURL(URLClass, input) {
	try {
		const u = new URLClass(input);
		return {href: String(u.href), protocol: String(u.protocol), pathname: String(u.pathname), search: String(u.search), hash: String(u.hash), failed: "", error: ""};
	} catch (e) {
		return {href: "", protocol: "", pathname: "", search: "", hash: "", failed: "1", error: String(e?.message ?? e)};
	}
}

// asURLAPI is URN.asURL(input, URL, options); runAs(name, op, ...args)
// runs an op under the public name.
export function asURLAPI(runAs) {
	return guard("asURL", (input, URLClass, options) => {
		input = argStr(input, "input");
		const u = parseURL(urlClass(URLClass), input);
		return runAs("asURL", "url.read", optStr(opts(options), "edition"), input, u.href, u.protocol, u.pathname, u.search, u.hash, u.failed, u.error);
	});
}

// equivalentAsURLAPI is URN.equivalentAsURL(a, b, URL, options): whether
// new URL(a).href === new URL(b).href agrees with URN equivalence.
export function equivalentAsURLAPI(runAs) {
	return guard("equivalentAsURL", (a, b, URLClass, options) => {
		a = argStr(a, "a");
		b = argStr(b, "b");
		const cls = urlClass(URLClass), o = opts(options);
		return runAs("equivalentAsURL", "url.equivalent", optStr(o, "edition"), optStr(o, "mode"), a, b, parseURL(cls, a).href, parseURL(cls, b).href);
	});
}
