package resultjson

import "github.com/urn-playground/urn-playground/core"

// Editions writes the editions core reads URNs under, oldest first, the
// JavaScript API's URN.editions():
//
//	[{id, title, year, name, status, default}]
//
// default marks core.DefaultEdition.
func (w *Writer) Editions() {
	w.OpenArray()
	for _, e := range core.Editions() {
		in := e.Info()
		w.Open()
		w.KStr("id", in.ID)
		w.KStr("title", in.Title)
		w.KInt("year", in.Year)
		w.KStr("name", in.Name)
		w.KStr("status", in.Status)
		w.KBool("default", e == core.DefaultEdition)
		w.Close()
	}
	w.CloseArray()
}
