// urn-template.js — URN.template: the registration templates
// (core/registration), each function a guarded op of their own module
// (urn-template.wasm), which load() runs or, with {templates:
// "on-demand"}, URN.template.load() does when first called.

import {argStr, fieldsJSON, guard, optStr, opts} from "./urn-args.js";

// templateAPI is URN.template; run(name, ...args) runs the op so named,
// and load() starts their module (a promise, the same one every time).
export function templateAPI(run, load) {
	return Object.freeze({
		load: () => load(),
		layouts: guard("template.layouts", () => run("template.layouts")),
		validate: guard("template.validate", (layout, fields) => {
			layout = argStr(layout, "layout");
			return run("template.validate", layout, fieldsJSON(fields));
		}),
		render: guard("template.render", (layout, fields, format) => {
			layout = argStr(layout, "layout");
			const f = fieldsJSON(fields);
			return run("template.render", layout, f, format === undefined || format === null ? "" : argStr(format, "format"));
		}),
		import: guard("template.import", (text, options) => {
			text = argStr(text, "text");
			const o = opts(options);
			return run("template.import", optStr(o, "format"), text);
		}),
	});
}
