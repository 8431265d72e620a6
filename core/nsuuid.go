package core

// uuidSyntax is the "uuid" namespace: RFC 9562 (which obsoletes RFC 4122
// and keeps its namespace registration) gives the string form in §4, 32
// hexadecimal digits in groups of 8-4-4-4-12 separated by hyphens; the
// version (§4.2) is the first digit of the third group and the variant
// (§4.1) the high bits of the fourth group's first digit; §5.9 and §5.10
// define the Nil and Max UUIDs, all zeros and all "f".
var refUUID = ref("rfc9562", "4")

var uuidSyntax = &NamespaceSyntax{
	NID: "uuid", ID: "uuid", Title: "a UUID: 32 hex digits as 8-4-4-4-12, with its version and variant",
	Ref: refUUID, read: readUUID,
}

var (
	refUUIDVariant = ref("rfc9562", "4.1")
	refUUIDVersion = ref("rfc9562", "4.2")
	refUUIDNil     = ref("rfc9562", "5.9")
	refUUIDMax     = ref("rfc9562", "5.10")
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

func readUUID(r *nsReader) {
	s := r.s
	if len(s) == 32 && isHexString(s) {
		d := r.fail(CodeNSSeparator, 0, len(s), "a UUID is written with hyphens between its groups of 8, 4, 4, 4 and 12 hex digits", refUUID)
		r.fix(d, 0, len(s), s[:8]+"-"+s[8:12]+"-"+s[12:16]+"-"+s[16:20]+"-"+s[20:], "Insert the four hyphens")
		r.part(0, len(s), "uuid-hex", "hex digits")
		return
	}
	if !uuidShape(r) {
		return
	}
	switch {
	case isUUIDAll(s, '0'):
		r.part(0, len(s), "uuid-nil", "the Nil UUID")
		r.note(CodeNSNote, 0, len(s), "the Nil UUID, all 128 bits zero", refUUIDNil)
		return
	case isUUIDAll(s, 'f'):
		r.part(0, len(s), "uuid-max", "the Max UUID")
		r.note(CodeNSNote, 0, len(s), "the Max UUID, all 128 bits one", refUUIDMax)
		return
	}
	readUUIDFields(r)
}

// uuidShape checks the 8-4-4-4-12 form, reporting the first byte that
// breaks it.
func uuidShape(r *nsReader) bool {
	s := r.s
	for i := 0; i < len(s) && i < 36; i++ {
		hyphen := i == 8 || i == 13 || i == 18 || i == 23
		switch {
		case hyphen && s[i] != '-':
			r.fail(CodeNSSeparator, i, i+1, "a UUID has a hyphen after its "+itoa(i-(i-4)/5)+"th hex digit, here is "+quote(s[i:i+1]), refUUID)
		case !hyphen && !isHex(s[i]):
			r.fail(CodeNSChar, i, i+1, quote(s[i:i+1])+" is not a hex digit (0-9, a-f): a UUID's groups are hexadecimal", refUUID)
		default:
			continue
		}
		return false
	}
	if len(s) != 36 {
		from := min(len(s), 36)
		r.fail(CodeNSLength, from, len(s), "a UUID's string form is 36 characters (32 hex digits and 4 hyphens); this NSS has "+itoa(len(s)), refUUID)
		return false
	}
	return true
}

// readUUIDFields labels the groups, the version digit and the variant
// digit, and notes what they say.
func readUUIDFields(r *nsReader) {
	s := r.s
	hexPart := func(from, to int) { r.part(from, to, "uuid-hex", "hex digits") }
	hyphen := func(at int) { r.part(at, at+1, "hyphen", "hyphen") }
	hexPart(0, 8)
	hyphen(8)
	hexPart(9, 13)
	hyphen(13)
	variant := unhex(s[19])
	var vlabel string
	switch {
	case variant < 8:
		vlabel = "variant 0xxx: reserved, NCS backward compatibility"
	case variant < 12:
		vlabel = "variant 10xx: the variant of RFC 9562"
	case variant < 14:
		vlabel = "variant 110x: reserved, Microsoft backward compatibility"
	default:
		vlabel = "variant 111x: reserved for future definition"
	}
	version := unhex(s[14])
	vs := "version digit (its meaning depends on the variant)"
	if variant >= 8 && variant < 12 {
		vs = uuidVersions[version]
		if vs == "" {
			vs = "version " + itoa(int(version)) + ": not defined"
			r.warn(CodeNSRange, 14, 15, "version "+itoa(int(version))+" is not one RFC 9562 defines (1 to 8); a UUID of its variant should have one of them", refUUIDVersion)
		}
	} else {
		r.note(CodeNSNote, 19, 20, "this UUID is not of the RFC 9562 variant ("+vlabel+"): its other bits are laid out by that variant's own rules", refUUIDVariant)
	}
	r.part(14, 15, "uuid-version", vs)
	hexPart(15, 18)
	hyphen(18)
	r.part(19, 20, "uuid-variant", vlabel)
	hexPart(20, 23)
	hyphen(23)
	hexPart(24, 36)
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
