// Package registration fills in, checks and converts URN namespace
// registration templates: the form a registrant sends IANA to request a
// namespace identifier (NID).
//
// There are three templates, each a [Layout]: RFC 2611 §3 (1999, the RFC
// 2141 era), draft-ietf-urnbis-rfc2141bis-urn-12 Appendix A (2015) and RFC
// 8141 Appendix A (2017, the current one). A layout is data: its
// sections in order ([Section]), each with its label, the kind of text it
// holds ([FieldKind]), whether it is required, the spec's own guidance
// quoted with its section, and the other headings real registrations use
// for it. [Layouts] lists them; [LayoutByID] finds one by its id ("rfc2611",
// "draft-12", "rfc8141").
//
// A filled-in template is a [Registration]: the text of each field, keyed
// by field id ("purpose", "registrant.email"), the text before the first
// section (the preamble) and the sections the layout does not have.
//
// [Validate] checks a registration against its layout and returns a
// [Report]: every [Finding] with its field, severity, stable code and
// spec section; each [Check] behind a completeness score; and the reading
// of each example URN of the Syntax section. It reads the NID and the
// examples with package core ([core.Read], [core.ClassifyNID],
// [core.ExtractSeq]) under the layout's edition.
//
// Three renderers write a registration: [RenderText] in the plain-text
// form IANA publishes, [RenderMarkdown] as a CommonMark document and
// [RenderJSON] in the JSON format the playground saves. Two importers read
// one: [ImportText] reads what registrants actually write (the 45
// registrations IANA hosts follow no single format) and [ImportJSON] the
// JSON format. Neither fails: what an import cannot place is kept as the
// preamble or an extra section, with a finding, so no text is lost.
//
// To check a draft:
//
//	r := &registration.Registration{Layout: "rfc8141"}
//	r.Set("namespace-id", "example")
//	r.Set("syntax", "The NSS is a number: urn:example:1.")
//	rep := registration.Validate(r)
//	// rep.Score is the share of checks passed; rep.Missing the required
//	// fields still empty; each of rep.Findings names its field, code and
//	// spec section.
//
// To turn a registration as IANA publishes it into Markdown:
//
//	r, findings := registration.ImportText(text)
//	md, err := registration.RenderMarkdown(r)
//
// [Refs] lists the spec sections the package cites, so that the page can
// check it has an excerpt for each. Like core, the package uses the
// standard library only and none of fmt, regexp, encoding/json or
// net/url: the playground's WebAssembly module links it.
package registration
