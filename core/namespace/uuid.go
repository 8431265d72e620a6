package namespace

import "github.com/urn-playground/urn-playground/core"

// uuidSyntax is the "uuid" namespace: RFC 9562 (which obsoletes RFC 4122
// and keeps its namespace registration) gives the string form in §4, 32
// hexadecimal digits in groups of 8-4-4-4-12 separated by hyphens; the
// version (§4.2) is the first digit of the third group and the variant
// (§4.1) the high bits of the fourth group's first digit; §5.9 and §5.10
// define the Nil and Max UUIDs, all zeros and all "f".
var uuidSyntax = Syntax{
	NID: "uuid", ID: "uuid", Title: "a UUID: 32 hex digits as 8-4-4-4-12, with its version and variant",
	Ref: core.Ref{Doc: "rfc9562", Section: "4", Anchor: "rfc9562-sec-4"}, read: readUUID,
	cites: []*core.Ref{&refUUIDVariant, &refUUIDVersion, &refUUIDNil, &refUUIDMax},
}

var _ = Register(&uuidSyntax)

var (
	refUUIDVariant = core.Ref{Doc: "rfc9562", Section: "4.1", Anchor: "rfc9562-sec-4-1"}
	refUUIDVersion = core.Ref{Doc: "rfc9562", Section: "4.2", Anchor: "rfc9562-sec-4-2"}
	refUUIDNil     = core.Ref{Doc: "rfc9562", Section: "5.9", Anchor: "rfc9562-sec-5-9"}
	refUUIDMax     = core.Ref{Doc: "rfc9562", Section: "5.10", Anchor: "rfc9562-sec-5-10"}
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

var (
	uuidHex = field{id: "uuid-hex", label: "hex digits"}
	// uuidAll are the two UUIDs whose hex digits are all one digit.
	uuidAll = [2]struct {
		c   byte
		f   field
		msg string
		ref *core.Ref
	}{
		{'0', field{id: "uuid-nil", label: "the Nil UUID"}, "the Nil UUID, all 128 bits zero", &refUUIDNil},
		{'f', field{id: "uuid-max", label: "the Max UUID"}, "the Max UUID, all 128 bits one", &refUUIDMax},
	}
)

func readUUID(r *reader) {
	s := r.s
	if len(s) == 32 && isHexString(s) {
		d := r.fail(CodeSeparator, 0, len(s), "a UUID is written with hyphens between its groups of 8, 4, 4, 4 and 12 hex digits")
		r.fix(d, s[:8]+"-"+s[8:12]+"-"+s[12:16]+"-"+s[16:20]+"-"+s[20:], "Insert the four hyphens")
		r.part(0, len(s), &uuidHex)
		return
	}
	// The 8-4-4-4-12 form: the first byte that breaks it is reported.
	// (One report for both faults, its code and words chosen first.)
	for i := 0; i < len(s) && i < 36; i++ {
		hyphen := i == 8 || i == 13 || i == 18 || i == 23
		if hyphen && s[i] == '-' || !hyphen && isHex(s[i]) {
			continue
		}
		q := quote(s[i : i+1])
		code, msg := CodeChar, q+" is not a hex digit (0-9, a-f): a UUID's groups are hexadecimal"
		if hyphen {
			code, msg = CodeSeparator, "a UUID has a hyphen after its "+itoa(i-(i-4)/5)+"th hex digit, here is "+q
		}
		r.fail(code, i, i+1, msg)
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
	vari := field{id: "uuid-variant", label: uuidVariants[variant]}
	version := unhex(s[14])
	ver := field{id: "uuid-version", label: "version digit (its meaning depends on the variant)"}
	if variant == 1 {
		ver.label = uuidVersions[version]
		if ver.label == "" {
			ver.label = "version " + itoa(int(version)) + ": not defined"
			r.report(core.Warning, CodeRange, 14, 15, "version "+itoa(int(version))+" is not one RFC 9562 defines (1 to 8); a UUID of its variant should have one of them").Ref = refUUIDVersion
		}
	} else {
		r.report(core.Info, CodeNote, 19, 20, "this UUID is not of the RFC 9562 variant ("+vari.label+"): its other bits are laid out by that variant's own rules").Ref = refUUIDVariant
	}
	from := 0
	for _, end := range uuidEnds {
		f := &uuidHex
		switch {
		case s[from] == '-':
			f = &hyphenField
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
