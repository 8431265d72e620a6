package site

import (
	"html"
	"strconv"
	"strings"

	"github.com/urn-playground/urn-playground/core"
)

// editionPicker is the header's edition picker in index.html, which the
// build fills (editionOptions).
const editionPicker = `<select id="edition" aria-describedby="edition-help"></select>`

// editionOptions is the edition picker with its options, one per edition
// as core lists them, the current one marked and selected. Written by
// the build, the picker has its width from the first paint: filled by the
// page's script, it widened once the script ran, and the header's
// controls moved under a lesson already on screen (a lesson's page shows
// it before the script runs). main.js selects the link's edition.
func editionOptions() string {
	var b strings.Builder
	b.WriteString(strings.TrimSuffix(editionPicker, "</select>"))
	for _, e := range core.Editions() {
		info := e.Info()
		b.WriteString(`<option value="` + html.EscapeString(info.ID) + `"`)
		label := info.Name + " (" + strconv.Itoa(info.Year) + ")"
		if e == core.DefaultEdition {
			b.WriteString(" selected")
			label += " — current"
		}
		b.WriteString(">" + html.EscapeString(label) + "</option>")
	}
	b.WriteString("</select>")
	return b.String()
}
