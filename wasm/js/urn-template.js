// urn-template.js — URN.template: the registration templates
// (core/registration), each function a guarded op of the module.

import {argStr, fieldsJSON, guard, optStr, opts} from "./urn-args.js";

// templateAPI is URN.template; run(name, ...args) runs the op so named.
export function templateAPI(run) {
	return Object.freeze({
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
