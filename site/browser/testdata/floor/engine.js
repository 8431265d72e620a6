// engine.js loads the playground's own engine through its JS API (the
// site's /urn.js, served beside the floor), reads one URN and writes its
// NID as the span the benchmark waits for: the page's first highlight
// without the page.
import {load} from "/urn.js";

const URN = await load();
const r = URN.parse("urn:example:a", {edition: "rfc8141"});
const nid = r.parts.find((p) => p.kind === "nid");
const span = document.createElement("span");
span.className = "k-nid";
span.textContent = nid.text;
document.getElementById("backdrop").append(span);
