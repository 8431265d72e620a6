package main

import (
	"github.com/urn-playground/urn-playground/core"
	"github.com/urn-playground/urn-playground/core/namespace"
	"github.com/urn-playground/urn-playground/core/resultjson"
)

// The -json shapes as Go types, to decode the output with
// DisallowUnknownFields, and the values they should hold, built here from
// core's results, independently of core/resultjson. They are the
// JavaScript API's shapes (wasm/README.md) with byte offsets; the wasm
// package's TestShapes checks that the two programs write them alike.

// jsonReading is a reading: URN.parse's Reading.
type jsonReading struct {
	Input       string           `json:"input"`
	Edition     string           `json:"edition"` // an edition id: "rfc8141"
	Valid       bool             `json:"valid"`
	Parts       []jsonPart       `json:"parts"`
	NID         *jsonNID         `json:"nid"`         // null when there is no NID to classify
	Diagnostics []jsonDiagnostic `json:"diagnostics"` // at most core.MaxDiagnostics and a count of the rest
	Unlisted    []jsonCodeCount  `json:"unlisted"`    // the diagnostics past those listed, by code
	Normalized  *string          `json:"normalized"`  // null when not valid
	Namespace   jsonNamespace    `json:"namespace"`   // the namespace reading, beside the syntax reading
}

// jsonNamespace is the namespace reading (namespace.Read).
type jsonNamespace struct {
	Verdict     string           `json:"verdict"` // "conforms", "violates", "no-rule"
	Rule        *jsonNSRule      `json:"rule"`    // null for "no-rule"
	Parts       []jsonNSPart     `json:"parts"`   // tile the NSS
	Diagnostics []jsonDiagnostic `json:"diagnostics"`
	Unlisted    []jsonCodeCount  `json:"unlisted"`
}

// jsonCodeCount counts the diagnostics of one code a list left out.
type jsonCodeCount struct {
	Code     string `json:"code"`
	Severity string `json:"severity"`
	Count    int    `json:"count"`
}

func tallyJSON(t core.Tally) []jsonCodeCount {
	out := []jsonCodeCount{}
	for _, c := range t {
		out = append(out, jsonCodeCount{Code: string(c.Code), Severity: c.Severity.String(), Count: c.Count})
	}
	return out
}

type jsonNSRule struct {
	NID   string   `json:"nid"`
	ID    string   `json:"id"` // "isbn"
	Title string   `json:"title"`
	Ref   *jsonRef `json:"ref"`
	Free  bool     `json:"free"` // the registration leaves the NSS free
}

type jsonNSPart struct {
	ID    string `json:"id"` // "isbn-check"
	Label string `json:"label"`
	Rule  string `json:"rule"` // the registration's ABNF rule, "" for none
	Start int    `json:"start"`
	End   int    `json:"end"`
	Text  string `json:"text"`
}

// jsonCompare is -edition all: one reading per edition, oldest first.
type jsonCompare struct {
	Input    string        `json:"input"`
	Readings []jsonReading `json:"readings"`
}

type jsonPart struct {
	Kind     string `json:"kind"` // core.Kind's name: "nid", "r-component"
	Start    int    `json:"start"`
	End      int    `json:"end"` // byte offsets, End excluded
	Text     string `json:"text"`
	TopLevel bool   `json:"topLevel"` // top-level parts tile the input; the others nest inside one
}

type jsonNID struct {
	Text       string   `json:"text"`
	Class      string   `json:"class"` // "formal", "informal", "experimental", "reserved"
	Registered bool     `json:"registered"`
	Reference  string   `json:"reference"` // the IANA registry's reference, when registered
	Reason     string   `json:"reason"`    // why a NID is reserved or experimental
	Ref        *jsonRef `json:"ref"`
}

type jsonDiagnostic struct {
	Severity string   `json:"severity"` // "error", "warning", "info"
	Code     string   `json:"code"`
	Message  string   `json:"message"`
	Start    int      `json:"start"`
	End      int      `json:"end"`
	Ref      *jsonRef `json:"ref"`
	Fix      *jsonFix `json:"fix,omitempty"` // absent when there is no mechanical fix
}

type jsonRef struct {
	Edition string `json:"edition"` // core.Ref.Doc: "rfc8141", "draft-12", "rfc2611", …
	Section string `json:"section"`
	Anchor  string `json:"anchor"`
	Text    string `json:"text"` // "RFC 8141 §2.2"
}

type jsonFix struct {
	Title  string  `json:"title"`
	Start  int     `json:"start"`
	End    int     `json:"end"`
	New    string  `json:"new"`    // replaces the input's bytes [start, end)
	Result *string `json:"result"` // the input with the fix applied; null past resultjson.MaxFixResult bytes
}

func toJSON(u *core.URN) jsonReading {
	r := jsonReading{
		Input:       u.Input,
		Edition:     u.Edition.ID(),
		Valid:       u.Valid,
		Parts:       make([]jsonPart, 0, len(u.Parts())),
		Diagnostics: make([]jsonDiagnostic, 0, len(u.Diagnostics)),
	}
	for _, pt := range u.Parts() {
		r.Parts = append(r.Parts, jsonPart{Kind: pt.Kind.String(), Start: pt.Start, End: pt.End, Text: u.Text(pt.Span), TopLevel: pt.Kind.TopLevel()})
	}
	if ns := u.Namespace; ns.Class != 0 {
		r.NID = &jsonNID{
			Text: u.Text(u.NID), Class: ns.Class.String(), Registered: ns.Registered,
			Reference: ns.Namespace.Reference, Reason: ns.Reason, Ref: refJSON(ns.Ref),
		}
	}
	for _, d := range u.Diagnostics {
		r.Diagnostics = append(r.Diagnostics, diagJSON(d, u.Input))
	}
	if u.Valid {
		n := core.Normalize(u.Input, u.Edition, core.ObjectiveResource).Normalized
		r.Normalized = &n
	}
	r.Unlisted = tallyJSON(u.Unlisted)
	r.Namespace = nsJSON(u)
	return r
}

// nsJSON is the -json form of u's namespace reading.
func nsJSON(u *core.URN) jsonNamespace {
	nr := namespace.Read(u)
	j := jsonNamespace{Verdict: nr.Verdict.String(), Parts: []jsonNSPart{}, Diagnostics: []jsonDiagnostic{}}
	if r := nr.Syntax; r != nil {
		j.Rule = &jsonNSRule{NID: r.NID, ID: r.ID, Title: r.Title, Ref: refJSON(r.Ref), Free: r.Free}
	}
	for _, p := range nr.Parts {
		j.Parts = append(j.Parts, jsonNSPart{ID: p.ID, Label: p.Label, Rule: p.Rule, Start: p.Start, End: p.End, Text: u.Text(p.Span)})
	}
	for _, d := range nr.Diagnostics {
		j.Diagnostics = append(j.Diagnostics, diagJSON(d, u.Input))
	}
	j.Unlisted = tallyJSON(nr.Unlisted)
	return j
}

// diagJSON is the -json form of a diagnostic about input; its fix's
// result is input with the fix applied.
func diagJSON(d core.Diagnostic, input string) jsonDiagnostic {
	jd := jsonDiagnostic{
		Severity: d.Severity.String(), Code: string(d.Code), Start: d.Start, End: d.End,
		Message: d.Msg, Ref: refJSON(d.Ref),
	}
	if d.HasFix() {
		jd.Fix = &jsonFix{Title: d.Fix.Title, Start: d.Fix.Start, End: d.Fix.End, New: d.Fix.New, Result: fixResult(d, input)}
	}
	return jd
}

// fixResult is input with d's fix applied, or nil for an input longer
// than resultjson.MaxFixResult: the terminal tool's offsets are bytes.
func fixResult(d core.Diagnostic, input string) *string {
	if len(input) > resultjson.MaxFixResult {
		return nil
	}
	s := d.ApplyFix(input)
	return &s
}

// jsonSpan is a byte span.
type jsonSpan struct {
	Start int `json:"start"`
	End   int `json:"end"` // excluded
}

// spanJSON returns nil for an absent span.
func spanJSON(s core.Span) *jsonSpan {
	if !s.Present() {
		return nil
	}
	return &jsonSpan{s.Start, s.End}
}

func refJSON(r core.Ref) *jsonRef {
	if r.Doc == "" {
		return nil
	}
	return &jsonRef{Edition: r.Doc, Section: r.Section, Anchor: r.Anchor, Text: r.String()}
}

// jsonComparison is a comparison: URN.equivalent's Comparison.
type jsonComparison struct {
	Edition    string            `json:"edition"`
	Mode       string            `json:"mode"` // draft-03's objective, "5a" or "5b"; only draft-03 has the choice
	Equivalent bool              `json:"equivalent"`
	Summary    string            `json:"summary"` // the verdict in one sentence: verdict + ": " + reason
	Verdict    string            `json:"verdict"` // "Equivalent under RFC 8141"
	Reason     string            `json:"reason"`  // why, with its section
	A          jsonNormalization `json:"a"`
	B          jsonNormalization `json:"b"`
	ByRule     *jsonRule         `json:"byRule"`     // the namespace rule that made them equivalent; null otherwise
	Difference *jsonDifference   `json:"difference"` // null when equivalent
	Diff       []jsonDiffOp      `json:"diff"`       // turns a.normalized into b.normalized
	Notes      []string          `json:"notes"`      // how invalid inputs were compared
}

// jsonComparisons is compare -edition all: one comparison per edition,
// oldest first.
type jsonComparisons struct {
	A           string           `json:"a"`
	B           string           `json:"b"`
	Comparisons []jsonComparison `json:"comparisons"`
}

type jsonNormalization struct {
	Input      string     `json:"input"`
	Valid      bool       `json:"valid"`
	Structured bool       `json:"structured"` // false: compared as plain text, no step applied
	Normalized string     `json:"normalized"`
	Key        string     `json:"key"`   // normalized, with the namespace's rule applied
	Rule       *jsonRule  `json:"rule"`  // the namespace rule that applies; null when none does
	Steps      []jsonStep `json:"steps"` // every step of the procedure, changes or not
	// Where the parts are in normalized; null when absent.
	NID   *jsonSpan `json:"nid"`
	NSS   *jsonSpan `json:"nss"`
	Query *jsonSpan `json:"query"`
}

type jsonStep struct {
	ID      string       `json:"id"` // "trim-space" (only with white space around the input), "scheme-case", "nid-case", "hex-case", "remove-q-component", …
	Title   string       `json:"title"`
	Ref     *jsonRef     `json:"ref"`
	Changes []jsonChange `json:"changes"`
}

type jsonChange struct {
	Start  int    `json:"start"` // byte offsets in the input
	End    int    `json:"end"`
	Before string `json:"before"`
	After  string `json:"after"`
}

type jsonRule struct {
	NID   string   `json:"nid"`
	ID    string   `json:"id"` // "uuid-hex-case"
	Title string   `json:"title"`
	Ref   *jsonRef `json:"ref"`
}

type jsonDifference struct {
	A      int      `json:"a"` // byte offsets in a.key and b.key (= the normalized forms)
	B      int      `json:"b"`
	InputA int      `json:"inputA"` // the same places in the inputs; -1 where normalization wrote the byte
	InputB int      `json:"inputB"`
	Part   string   `json:"part"` // "scheme", "nid", "nss", "query" or "unparsed"
	Reason string   `json:"reason"`
	Ref    *jsonRef `json:"ref"`
}

type jsonDiffOp struct {
	Kind string   `json:"kind"` // "equal", "delete" (only in a), "insert" (only in b)
	A    jsonSpan `json:"a"`    // in a.normalized; empty for an insert
	B    jsonSpan `json:"b"`    // in b.normalized; empty for a delete
	Text string   `json:"text"`
}

func comparisonJSON(c *core.Comparison) jsonComparison {
	v := jsonComparison{
		Edition: c.Edition.ID(), Mode: c.Objective.String(), Equivalent: c.Equivalent, Summary: c.Summary, Verdict: c.Verdict, Reason: c.Reason,
		A: normalizationJSON(c.A), B: normalizationJSON(c.B), ByRule: ruleJSON(c.ByRule),
		Diff: make([]jsonDiffOp, 0, len(c.Diff)), Notes: append([]string{}, c.Notes...),
	}
	if d := c.Difference; d != nil {
		v.Difference = &jsonDifference{A: d.A, B: d.B, InputA: d.InputA, InputB: d.InputB, Part: d.Part.String(), Reason: d.Reason, Ref: refJSON(d.Ref)}
	}
	for _, op := range c.Diff {
		v.Diff = append(v.Diff, jsonDiffOp{Kind: op.Kind.String(), A: jsonSpan{op.A.Start, op.A.End}, B: jsonSpan{op.B.Start, op.B.End}, Text: diffText(c, op)})
	}
	return v
}

func normalizationJSON(n *core.Normalization) jsonNormalization {
	v := jsonNormalization{
		Input: n.Input, Valid: n.Valid, Structured: n.Structured, Steps: make([]jsonStep, 0, len(n.Steps)),
		Normalized: n.Normalized, Key: n.Key, Rule: ruleJSON(n.Rule),
		NID: spanJSON(n.NID), NSS: spanJSON(n.NSS), Query: spanJSON(n.Query),
	}
	for _, st := range n.Steps {
		js := jsonStep{ID: st.ID, Title: st.Title, Ref: refJSON(st.Ref), Changes: make([]jsonChange, 0, len(st.Changes))}
		for _, ch := range st.Changes {
			js.Changes = append(js.Changes, jsonChange{Start: ch.Start, End: ch.End, Before: ch.Before, After: ch.After})
		}
		v.Steps = append(v.Steps, js)
	}
	return v
}

func ruleJSON(r *core.EquivalenceRule) *jsonRule {
	if r == nil {
		return nil
	}
	return &jsonRule{NID: r.NID, ID: r.ID, Title: r.Title, Ref: refJSON(r.Ref)}
}

// jsonEncoding is urn encode's: URN.encode's Encoding, and the reading of
// the URN built.
type jsonEncoding struct {
	Raw         string            `json:"raw"`
	Edition     string            `json:"edition"`
	Special     string            `json:"special"`
	NSS         string            `json:"nss"`
	NID         *string           `json:"nid"` // null without -nid
	URN         *string           `json:"urn"` // "urn:" nid ":" nss; null without -nid
	Valid       bool              `json:"valid"`
	Chars       []jsonEncodedChar `json:"chars"`       // the encoded characters, in order, at most core.MaxDiagnostics
	Unlisted    int               `json:"unlisted"`    // the encoded characters past those listed
	Diagnostics []jsonDiagnostic  `json:"diagnostics"` // spans in raw; -1 for one about the NID
	Reading     *jsonReading      `json:"reading"`     // the reading of urn; null without -nid
}

type jsonEncodedChar struct {
	Start   int      `json:"start"` // the character's bytes in raw
	End     int      `json:"end"`
	Out     jsonSpan `json:"out"`     // where its escape stands in nss
	Char    string   `json:"char"`    // as in raw (one byte when not UTF-8)
	Encoded string   `json:"encoded"` // "%C3%A9"
	Code    string   `json:"code"`    // why: "enc-space", "enc-non-ascii", …
	Reason  string   `json:"reason"`
	Ref     *jsonRef `json:"ref"`
}

func (r encodeResult) json() jsonEncoding {
	v := jsonEncoding{
		Raw: r.raw, Edition: r.edition.ID(), Special: r.special, NSS: r.enc.NSS, Valid: r.enc.Valid,
		Chars: make([]jsonEncodedChar, 0, len(r.enc.Chars)), Diagnostics: make([]jsonDiagnostic, 0, len(r.enc.Diagnostics)),
	}
	if r.withNID {
		v.NID, v.URN = &r.nid, &r.urn
		reading := toJSON(r.reading)
		v.Reading = &reading
	}
	for _, c := range r.enc.Chars {
		v.Chars = append(v.Chars, jsonEncodedChar{
			Start: c.Start, End: c.End, Out: jsonSpan{c.Out.Start, c.Out.End},
			Char: c.Char, Encoded: c.Encoded, Code: string(c.Code), Reason: c.Reason, Ref: refJSON(c.Ref),
		})
	}
	for _, d := range r.enc.Diagnostics {
		v.Diagnostics = append(v.Diagnostics, diagJSON(d, r.raw))
	}
	return v
}

// jsonDisplay is a display form: URN.display's Display.
type jsonDisplay struct {
	Canonical string            `json:"canonical"` // the input as it is
	Text      string            `json:"text"`      // the display form
	Edition   string            `json:"edition"`
	Valid     bool              `json:"valid"`    // the input conforms to the edition
	Segments  []jsonSegment     `json:"segments"` // every decoded character
	Notes     []jsonDisplayNote `json:"notes"`    // at most core.MaxDiagnostics
	Unlisted  int               `json:"unlisted"` // the notes past those listed
}

type jsonSegment struct {
	From jsonSpan `json:"from"` // the escapes in canonical
	To   jsonSpan `json:"to"`   // the character in text
}

type jsonDisplayNote struct {
	Start    int      `json:"start"` // in text
	End      int      `json:"end"`
	From     jsonSpan `json:"from"`     // in canonical
	Severity string   `json:"severity"` // "warning", "info"
	Code     string   `json:"code"`     // "display-confusable", "display-literal-form", …
	Message  string   `json:"message"`
	Ref      *jsonRef `json:"ref"`
	Like     string   `json:"like"` // display-confusable: the ASCII character it resembles; "" otherwise
}

func displayJSON(u *core.URN, d core.Display) jsonDisplay {
	v := jsonDisplay{
		Canonical: d.Canonical, Text: d.Text, Edition: d.Edition.ID(), Valid: u.Valid,
		Segments: make([]jsonSegment, 0, len(d.Segments)), Notes: make([]jsonDisplayNote, 0, len(d.Notes)), Unlisted: d.Unlisted,
	}
	for _, s := range d.Segments {
		v.Segments = append(v.Segments, jsonSegment{From: jsonSpan{s.From.Start, s.From.End}, To: jsonSpan{s.To.Start, s.To.End}})
	}
	for _, n := range d.Notes {
		v.Notes = append(v.Notes, jsonDisplayNote{
			Start: n.Start, End: n.End, From: jsonSpan{n.From.Start, n.From.End},
			Severity: n.Severity.String(), Code: string(n.Code), Message: n.Msg, Ref: refJSON(n.Ref), Like: n.Like,
		})
	}
	return v
}

// jsonExtract is urn extract's: URN.extract's Extraction.
type jsonExtract struct {
	Edition string      `json:"edition"`
	Strict  bool        `json:"strict"`
	Found   []jsonFound `json:"found"`
	Total   int         `json:"total"`   // URNs found, listed or not
	Invalid int         `json:"invalid"` // of them, how many are not valid
}

type jsonFound struct {
	Start   int             `json:"start"` // byte offsets in the text, after any trim
	End     int             `json:"end"`
	Text    string          `json:"text"`
	Valid   bool            `json:"valid"`
	Trimmed *jsonTrimmed    `json:"trimmed"` // what the prose reading dropped; null when nothing
	Error   *jsonDiagnostic `json:"error"`   // the first error, spans in the text; null when valid
}

type jsonTrimmed struct {
	Start int    `json:"start"`
	End   int    `json:"end"`
	Text  string `json:"text"`
}

func extractJSON(text string, o core.ExtractOptions, found []core.Found) jsonExtract {
	v := jsonExtract{Edition: o.Edition.ID(), Strict: o.Strict, Found: make([]jsonFound, 0, len(found))}
	for _, f := range found {
		jf := jsonFound{Start: f.Start, End: f.End, Text: f.Text, Valid: f.Valid}
		if f.Trimmed.Present() {
			jf.Trimmed = &jsonTrimmed{f.Trimmed.Start, f.Trimmed.End, text[f.Trimmed.Start:f.Trimmed.End]}
		}
		if d, ok := f.FirstError(); ok {
			// The fix's result is the found URN with the fix applied.
			rel := d
			rel.Fix.Start -= f.Start
			rel.Fix.End -= f.Start
			jd := diagJSON(d, "")
			if jd.Fix != nil {
				jd.Fix.Result = fixResult(rel, f.Text)
			}
			jf.Error = &jd
		}
		v.Found = append(v.Found, jf)
		v.Total++
		if !f.Valid {
			v.Invalid++
		}
	}
	return v
}
