package namespace

import "github.com/urn-playground/urn-playground/core"

// uuidSyntax is the "uuid" namespace: RFC 9562 (which obsoletes RFC 4122
// and keeps its namespace registration) gives the string form in §4's
// ABNF, which this file follows rule by rule: `UUID = 4hexOctet "-"
// 2hexOctet "-" 2hexOctet "-" 2hexOctet "-" 6hexOctet`, `hexOctet =
// HEXDIG HEXDIG`, HEXDIG in either case. The version (§4.2) is the first
// digit of the third group and the variant (§4.1) the high bits of the
// fourth group's first digit; §5.9 and §5.10 define the Nil and Max
// UUIDs, all zeros and all "f".
var uuidSyntax = Syntax{
	NID: "uuid", ID: "uuid", Title: "a UUID: 32 hex digits as 8-4-4-4-12, with its version and variant",
	Ref:    core.Ref{Doc: "rfc9562", Section: "4", Anchor: "rfc9562-sec-4"},
	read:   readUUID,
	cites:  []*Citation{&citeUUIDVariant, &citeUUIDVersion, &citeUUIDNil, &citeUUIDMax},
	fields: []*field{&uuidAll[0].f, &uuidAll[1].f, &uuidOctets, &uuidHyphen, &uuidHexDig},
	doc:    uuidDocs{},
	resolvers: Resolvers{
		Ref:  core.Ref{Doc: "rfc4122", Section: "3", Anchor: "rfc4122-sec-3"},
		None: "UUIDs are not globally resolvable (RFC 4122 \u00a73, kept by RFC 9562), so the uuid registration defines no resolution.",
	},
}

var _ = Register(&uuidSyntax)

var (
	citeUUIDVariant = Citation{Ref: core.Ref{Doc: "rfc9562", Section: "4.1", Anchor: "rfc9562-sec-4-1"}}
	citeUUIDVersion = Citation{Ref: core.Ref{Doc: "rfc9562", Section: "4.2", Anchor: "rfc9562-sec-4-2"}}
	citeUUIDNil     = Citation{Ref: core.Ref{Doc: "rfc9562", Section: "5.9", Anchor: "rfc9562-sec-5-9"}}
	citeUUIDMax     = Citation{Ref: core.Ref{Doc: "rfc9562", Section: "5.10", Anchor: "rfc9562-sec-5-10"}}
)

// uuidVersions labels the version digit of the RFC 9562 variant (§4.2's
// table): versions 1 to 8 are defined, 0 and 9 to 15 are not.
var uuidVersions = [16]string{
	1: "version 1: time-based (Gregorian time and node)",
	2: "version 2: DCE Security",
	3: "version 3: name-based, MD5",
	4: "version 4: random",
	5: "version 5: name-based, SHA-1",
	6: "version 6: reordered Gregorian time",
	7: "version 7: Unix Epoch time",
	8: "version 8: custom",
}

// uuidDef is the rule UUID, which the Nil and Max UUIDs are labelled
// with, whole.
const uuidDef = `UUID = 4hexOctet "-" 2hexOctet "-" 2hexOctet "-" 2hexOctet "-" 6hexOctet`

var (
	// uuidOctets labels a group of whole hexOctets (the first, second
	// and fifth), uuidHexDig the digits of a group the version or
	// variant digit begins, and uuidHyphen the literal between groups.
	uuidOctets = field{id: "uuid-hex", label: "hex digits", rule: "hexOctet"}
	uuidHexDig = field{id: "uuid-hex", label: "hex digits", rule: "HEXDIG"}
	uuidHyphen = field{id: "hyphen", label: "hyphen", rule: `"-"`}
	// uuidAll are the two UUIDs whose hex digits are all one digit.
	uuidAll = [2]struct {
		c   byte
		f   field
		msg string
		ref *core.Ref
	}{
		{'0', field{id: "uuid-nil", label: "the Nil UUID", rule: "UUID"}, "the Nil UUID, all 128 bits zero", &citeUUIDNil.Ref},
		{'f', field{id: "uuid-max", label: "the Max UUID", rule: "UUID"}, "the Max UUID, all 128 bits one", &citeUUIDMax.Ref},
	}
)

// readUUID reads UUID = 4hexOctet "-" 2hexOctet "-" 2hexOctet "-"
// 2hexOctet "-" 6hexOctet, hexOctet = HEXDIG HEXDIG, HEXDIG = DIGIT / "A"
// / "B" / "C" / "D" / "E" / "F" (in either case, as ABNF strings are):
// 36 characters, hyphens at 8, 13, 18 and 23 and hex digits elsewhere.
func readUUID(r *reader) {
	s := r.s
	if len(s) == 32 && isHexString(s) {
		d := r.fail(CodeSeparator, 0, len(s), "a UUID is written with hyphens between its groups of 8, 4, 4, 4 and 12 hex digits")
		r.fix(d, uuidForm(s), "Insert the four hyphens")
		r.part(0, len(s), &uuidHexDig)
		return
	}
	// The first byte that breaks the form is reported. (One report for
	// both faults, its code and words chosen first.)
	for i := 0; i < len(s) && i < 36; i++ {
		hyphen := i == 8 || i == 13 || i == 18 || i == 23
		if hyphen && s[i] == '-' || !hyphen && isHex(s[i]) {
			continue
		}
		q := quote(at(s, i))
		switch {
		case hyphen:
			uuidHyphenFix(r, r.fail(CodeSeparator, i, i+1, "the "+itoa(i+1)+"th character is a hyphen, after the "+itoa(i-(i-4)/5)+"th hex digit (8-4-4-4-12), not "+q), i)
		case s[i] == '-':
			// The group this hyphen ends, and the length RFC 9562 gives it.
			g, n := 0, i-fieldStart(s, i)
			for j := 0; j < i; j++ {
				if s[j] == '-' {
					g++
				}
			}
			msg := "two hyphens together: a UUID's groups are 8, 4, 4, 4 and 12 hex digits"
			if n > 0 {
				msg = "a UUID's groups are 8, 4, 4, 4 and 12 hex digits: this one has " + itoa(n) + ", not " + uuidGroups[min(g, 4)]
			}
			uuidHyphenFix(r, r.fail(CodeSeparator, i, i+1, msg), i)
		default:
			r.badChar(i, " is not a hex digit (0-9, a-f): a UUID's groups are hexadecimal")
		}
		return
	}
	if len(s) != 36 {
		from := min(len(s), 36)
		r.badLength(from, len(s), "a UUID's string form is 36 characters (32 hex digits and 4 hyphens); this NSS has ", len(s))
		return
	}
	for i := range uuidAll {
		if w := &uuidAll[i]; isUUIDAll(s, w.c) {
			r.part(0, len(s), &w.f)
			r.report(core.Info, CodeNote, 0, len(s), w.msg).Ref = *w.ref
			return
		}
	}
	readUUIDFields(r)
}

// uuidGroups is the length of each group of hex digits, for messages.
var uuidGroups = [5]string{"8", "4", "4", "4", "12"}

// fieldStart returns where the group of hex digits that ends before s[i]
// begins: after the last hyphen before i, or 0.
func fieldStart(s string, i int) int {
	for j := i - 1; j >= 0; j-- {
		if s[j] == '-' {
			return j + 1
		}
	}
	return 0
}

// uuidForm writes 32 hex digits in RFC 9562's form, 8-4-4-4-12.
func uuidForm(h string) string {
	return h[:8] + "-" + h[8:12] + "-" + h[12:16] + "-" + h[16:20] + "-" + h[20:]
}

// uuidHyphenFix attaches to d, a hyphen missing or misplaced at s[i],
// the fix that puts the hyphens where RFC 9562's form does, when the NSS
// is 32 hex digits and hyphens: insert the one missing at i, remove the
// one in excess at i, or else write the digits again as 8-4-4-4-12.
func uuidHyphenFix(r *reader, d *core.Diagnostic, i int) {
	s := r.s
	var h [32]byte
	n := 0
	for j := 0; j < len(s); j++ {
		switch {
		case s[j] == '-':
		case n == 32 || !isHex(s[j]):
			return
		default:
			h[n] = s[j]
			n++
		}
	}
	if n != 32 {
		return
	}
	form := uuidForm(string(h[:]))
	switch {
	case s[:i] != form[:i]:
	case s[i] != '-' && form[i] == '-' && s[i:] == form[i+1:]:
		d.Fix = core.Fix{Span: core.Span{Start: d.Start, End: d.Start}, New: "-", Title: "Insert the hyphen"}
		return
	case s[i] == '-' && s[i+1:] == form[i:]:
		r.fix(d, "", "Remove the hyphen")
		return
	}
	d.Fix = core.Fix{Span: core.Span{Start: r.base, End: r.base + len(s)}, New: form, Title: "Put the hyphens after the 8th, 12th, 16th and 20th hex digits"}
}

// uuidEnds is where each part of a UUID's string form ends: its groups
// of hex digits, the hyphens, and the version (14) and variant (19)
// digits, labelled apart.
var uuidEnds = [...]uint8{8, 9, 13, 14, 15, 18, 19, 20, 23, 24, 36}

// uuidVariants labels the variant digit: uuidVariantOf maps the digit to
// its row (0xxx, 10xx, 110x, 111x).
var uuidVariants = [4]string{
	"variant 0xxx: reserved, NCS backward compatibility",
	"variant 10xx: the variant of RFC 9562",
	"variant 110x: reserved, Microsoft backward compatibility",
	"variant 111x: reserved for future definition",
}

const uuidVariantOf = "0000000011112233"

// readUUIDFields labels the groups, the version digit and the variant
// digit, and notes what they say.
func readUUIDFields(r *reader) {
	s := r.s
	variant := uuidVariantOf[unhex(s[19])] - '0'
	vari := field{id: "uuid-variant", label: uuidVariants[variant], rule: "HEXDIG"}
	version := unhex(s[14])
	ver := field{id: "uuid-version", label: "version digit (its meaning depends on the variant)", rule: "HEXDIG"}
	if variant == 1 {
		ver.label = uuidVersions[version]
		if ver.label == "" {
			ver.label = "version " + itoa(int(version)) + ": not defined"
			r.report(core.Warning, CodeRange, 14, 15, "version "+itoa(int(version))+" is not one RFC 9562 defines (1 to 8); a UUID of its variant should have one of them").Ref = citeUUIDVersion.Ref
		}
	} else {
		r.report(core.Info, CodeNote, 19, 20, "this UUID is not of the RFC 9562 variant ("+vari.label+"): its other bits are laid out by that variant's own rules").Ref = citeUUIDVariant.Ref
	}
	from := 0
	for _, end := range uuidEnds {
		f := &uuidHexDig
		switch {
		case from == 0 || from == 9 || from == 24:
			f = &uuidOctets
		case s[from] == '-':
			f = &uuidHyphen
		case from == 14:
			f = &ver
		case from == 19:
			f = &vari
		}
		r.part(from, int(end), f)
		from = int(end)
	}
}

func isHexString(s string) bool {
	for i := 0; i < len(s); i++ {
		if !isHex(s[i]) {
			return false
		}
	}
	return true
}

// isUUIDAll reports whether every hex digit of a 36-character UUID is c
// (in either case).
func isUUIDAll(s string, c byte) bool {
	for i := 0; i < len(s); i++ {
		if s[i] != '-' && lower(s[i]) != c {
			return false
		}
	}
	return true
}

// uuidDocs gives the uuid syntax's [Documentation].
type uuidDocs struct{}

func (uuidDocs) documentation() Documentation {
	return Documentation{
		Resolution: []string{
			"Since UUIDs are not globally resolvable, this is not applicable.",
		},
		Quote: "The formal definition of the UUID string representation is provided by the following ABNF",
		Rules: []Rule{
			{"hexOctet", "hexOctet = HEXDIG HEXDIG"},
			{"HEXDIG", `HEXDIG = DIGIT / "A" / "B" / "C" / "D" / "E" / "F"`},
			{"UUID", uuidDef},
		},
		Cites: []string{
			"The variant field determines the layout of the UUID.",
			"The version number is in the most significant 4 bits of octet 6 (bits 48 through 51 of the UUID).",
			"The Nil UUID is special form of UUID that is specified to have all 128 bits set to zero.",
			"The Max UUID is a special form of UUID that is specified to have all 128 bits set to 1.",
		},
	}
}
