// urn-deferred.js — a parse result's namespace member, read when it is
// first asked for.

// A parse result's namespace reading is read when it is first asked for,
// not at parse: it costs more than the rest of the reading together, and
// most callers never look at it. The result stays a plain object with the
// same members in the same order: namespace is an own, enumerable
// property whose getter reads the reading once and then returns that same
// object (JSON.stringify, structuredClone, spreading and Object.entries
// all read it), and assigning to it makes it a data property holding the
// value, as for any data property. What the getter needs is kept in a
// private field, which no reflection, JSON or clone can see. (The getter
// stays: turning it into a data property would take the object out of
// V8's fast mode, which costs more than the reading.)
class Stamped {
	constructor(o) {
		return o;
	}
}

// Deferred stamps a result with its pending namespace reading:
// {read(edition, input), edition, input, value}; read is null once the
// value is read.
export class Deferred extends Stamped {
	#ns;
	constructor(o, pending) {
		super(o);
		this.#ns = pending;
	}

	// pending is the pending reading of o, or of the object o inherits
	// namespace from; undefined if none has one.
	static pending(o) {
		for (; o !== null && (typeof o === "object" || typeof o === "function"); o = Object.getPrototypeOf(o)) {
			if (#ns in o) return o.#ns;
		}
		return undefined;
	}
}

function namespaceGet() {
	const p = Deferred.pending(this);
	if (p === undefined) return undefined;
	if (p.read !== null) {
		p.value = p.read(p.edition, p.input, p.at);
		p.read = null;
		p.input = "";
	}
	return p.value;
}

function namespaceSet(v) {
	if (!Reflect.defineProperty(this, "namespace", {value: v, writable: true, enumerable: true, configurable: true})) {
		throw new TypeError("Cannot assign to read only property 'namespace' of object");
	}
}

export const DEFERRED_NAMESPACE = {get: namespaceGet, set: namespaceSet, enumerable: true, configurable: true};
