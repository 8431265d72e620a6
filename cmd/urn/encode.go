package main

import (
	"fmt"
	"io"
	"strconv"

	"github.com/urn-playground/urn-playground/core"
)

const encodeUsage = `usage: urn encode [-edition id] [-special chars] [-nid nid] [-json] raw

Percent-encodes a raw identifier into a namespace specific string (NSS)
that conforms to the edition, and says why each character was encoded.
With -nid it builds the whole URN, "urn:" nid ":" nss, and reads it.

-special lists characters the namespace gives a special meaning (a
separator, say): where raw uses one literally, it is encoded too.

Exit status: 0 if the result is valid, 1 if not, 2 for bad flags.

Flags:
`

func runEncode(args []string, _ io.Reader, stdout, stderr io.Writer) int {
	sf := newSubFlags("encode", encodeUsage, false, stderr)
	special := sf.fs.String("special", "", "`chars` the namespace gives a special meaning, encoded where used literally")
	nid := sf.fs.String("nid", "", "build the whole URN with this `nid`")
	operands, editions, code := sf.parse(args)
	if code >= 0 {
		return code
	}
	if len(operands) != 1 {
		return sf.usageError("want one raw identifier to encode, got %d (quote it if it holds spaces)", len(operands))
	}
	raw, e := operands[0], editions[0]
	opts := core.EncodeOptions{Special: *special}

	r := encodeResult{raw: raw, edition: e, special: *special}
	if sf.set("nid") {
		r.withNID, r.nid = true, *nid
		r.urn, r.enc = core.BuildURN(*nid, raw, e, opts)
		r.reading = core.Read(r.urn, e)
	} else {
		r.enc = core.EncodeNSS(raw, e, opts)
	}

	p := sf.printer(stdout)
	defer p.w.Flush()
	if p.cfg.json {
		p.encodingJSON(r)
	} else {
		p.encoding(r)
	}
	if !r.enc.Valid {
		return exitInvalid
	}
	return exitValid
}

// encodeResult is what urn encode found: the encoding, and with -nid
// the URN built and its reading.
type encodeResult struct {
	raw     string
	edition core.Edition
	special string
	withNID bool
	nid     string
	urn     string
	enc     core.Encoding
	reading *core.URN // with -nid
}

// encoding prints the raw identifier and the NSS with each encoded
// character marked, the URN built, the verdict, the table of encoded
// characters and the diagnostics.
func (p *printer) encoding(r encodeResult) {
	w := p.w
	enc := r.enc
	rawLn, nssLn := newLine(r.raw), newLine(enc.NSS)
	var in, out []core.Span
	for _, c := range enc.Chars {
		in, out = append(in, c.Span), append(out, c.Out)
	}
	fmt.Fprintln(w, p.paint(sBold, "raw")+"  "+rawLn.text)
	if len(in) > 0 {
		fmt.Fprintln(w, "     "+p.paint(sCyan, rawLn.caretsAll(in)))
	}
	fmt.Fprintln(w, p.paint(sBold, "nss")+"  "+nssLn.text)
	if len(out) > 0 {
		fmt.Fprintln(w, "     "+p.paint(sCyan, nssLn.caretsAll(out)))
	}
	if r.withNID {
		fmt.Fprintln(w, p.paint(sBold, "urn")+"  "+newLine(r.urn).text)
	}
	errs := enc.Diagnostics.Count(core.Error)
	if r.withNID {
		errs = max(errs, total(r.reading.Diagnostics, r.reading.Unlisted, core.Error))
	}
	fmt.Fprintln(w, p.verdict(enc.Valid, r.edition, errs))

	p.encodedChars(r)
	if len(enc.Diagnostics) > 0 {
		fmt.Fprintln(w)
		fmt.Fprintf(w, "%s (%s)\n", p.paint(sBold, "diagnostics"), counts(enc.Diagnostics, nil))
		for i, d := range enc.Diagnostics {
			if i > 0 {
				fmt.Fprintln(w)
			}
			p.diagnostic(d, r.raw)
		}
	}
	p.builtErrors(r)
}

// encodedChars prints the table of encoded characters: each one's bytes
// in raw, the character, its escape and why it was encoded.
func (p *printer) encodedChars(r encodeResult) {
	w := p.w
	switch {
	case r.raw == "":
	case len(r.enc.Chars) == 0:
		fmt.Fprintln(w)
		fmt.Fprintln(w, p.paint(sDim, "nothing to encode: every character may stand as it is"))
	default:
		fmt.Fprintln(w)
		fmt.Fprintf(w, "%s (%s)\n", p.paint(sBold, "encoded"), plural(len(r.enc.Chars)+r.enc.Unlisted, "character"))
		rows := [][]string{{"bytes", "char", "escape", "code", "reason"}}
		for _, c := range r.enc.Chars {
			reason := c.Reason
			if ref := c.Ref.String(); ref != "" {
				reason += " (" + ref + ")"
			}
			rows = append(rows, []string{spanText(c.Span), charText(c.Char), c.Encoded, string(c.Code), reason})
		}
		p.table(rows)
		if r.enc.Unlisted > 0 {
			fmt.Fprintln(w, p.paint(sDim, "and "+plural(r.enc.Unlisted, "more character")+", not listed: the table lists the first "+strconv.Itoa(core.MaxDiagnostics)))
		}
	}
}

// builtErrors prints the errors of the URN built with -nid, when it reads
// as invalid: BuildURN uses the NID as given, and the reading says what
// is wrong with it.
func (p *printer) builtErrors(r encodeResult) {
	if !r.withNID || r.reading.Valid {
		return
	}
	w := p.w
	fmt.Fprintln(w)
	fmt.Fprintf(w, "%s (%s)\n", p.paint(sBold, "the URN built reads as invalid"), plural(total(r.reading.Diagnostics, r.reading.Unlisted, core.Error), "error"))
	first := true
	for _, d := range r.reading.Diagnostics {
		if d.Severity != core.Error {
			continue
		}
		if !first {
			fmt.Fprintln(w)
		}
		first = false
		p.diagnostic(d, r.urn)
	}
}

// charText shows one character for the table: as it is when it is
// visible, quoted with escapes otherwise (" ", "\x00", "\xff").
func charText(c string) string {
	if s := show(c); s != c || newLine(c).text != c {
		return strconv.Quote(c)
	}
	return c
}
