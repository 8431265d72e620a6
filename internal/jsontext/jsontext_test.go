package jsontext

import (
	"bytes"
	"encoding/json"
	"errors"
	"math/rand/v2"
	"strings"
	"testing"
	"unicode/utf8"
)

// Test files may use encoding/json: they are not compiled into the
// WebAssembly module. It is the reference the codec is checked against.

func TestParseValues(t *testing.T) {
	v, err := Parse("\uFEFF" + ` { "b": [1, -0.5e+10, 0, 1E2], "a": {"x": "\u00e9\ud83d\ude00\n\"\\\/"}, "t": true, "f": false, "n": null, "s": "" } `)
	if err != nil {
		t.Fatal(err)
	}
	if v.Kind != Object || len(v.Members) != 6 {
		t.Fatalf("got %+v", v)
	}
	var keys []string
	for _, m := range v.Members {
		keys = append(keys, m.Key)
	}
	if got := strings.Join(keys, ","); got != "b,a,t,f,n,s" {
		t.Errorf("keys in order = %s", got)
	}
	b, _ := v.Member("b")
	var lits []string
	for _, e := range b.Elems {
		if e.Kind != Number {
			t.Errorf("element %+v is not a number", e)
		}
		lits = append(lits, e.Text)
	}
	if got := strings.Join(lits, " "); got != "1 -0.5e+10 0 1E2" {
		t.Errorf("number literals = %q", got)
	}
	a, _ := v.Member("a")
	if x, _ := a.Member("x"); x.Text != "é😀\n\"\\/" {
		t.Errorf("escapes decoded to %q", x.Text)
	}
	if tv, _ := v.Member("t"); tv.Kind != Bool || !tv.Bool {
		t.Errorf("true = %+v", tv)
	}
	if f, _ := v.Member("f"); f.Kind != Bool || f.Bool {
		t.Errorf("false = %+v", f)
	}
	if n, ok := v.Member("n"); !ok || n.Kind != Null {
		t.Errorf("null = %+v", n)
	}
	if _, ok := v.Member("missing"); ok {
		t.Error("Member found a missing key")
	}
	// Offsets point at each value's first byte; the BOM counts as 3 bytes.
	if b.Offset != strings.Index("\uFEFF"+` { "b": [`, "[") || v.Members[0].Offset != 6 {
		t.Errorf("offsets: array at %d, key at %d", b.Offset, v.Members[0].Offset)
	}
	for _, in := range []string{`0`, `-0`, `"x"`, `null`, ` [ ] `, "\t{}\r\n", `1.5e-3`} {
		if _, err := Parse(in); err != nil {
			t.Errorf("Parse(%q): %v", in, err)
		}
	}
}

func TestParseErrors(t *testing.T) {
	for _, tc := range []struct {
		in        string
		line, col int
		msg       string // a part of the message
	}{
		{"", 1, 1, "empty input"},
		{"  \n ", 2, 2, "empty input"},
		{`{"a": 1,}`, 1, 9, "no comma before '}'"},
		{`[1, 2,]`, 1, 7, "no comma before ']'"},
		{`[1,,2]`, 1, 4, "no empty array elements"},
		{"{\n  \"a\": 1\n  \"b\": 2\n}", 3, 3, "expected ',' or '}' after an object member, found '\"' (a comma is missing)"},
		{`{'a': 1}`, 1, 2, "double quotes"},
		{`{a: 1}`, 1, 2, "keys take double quotes"},
		{`{"a" 1}`, 1, 6, `expected ':' after the object key "a", found '1'`},
		{`{"a": }`, 1, 7, "expected a value"},
		{`// c` + "\n1", 1, 1, "no comments"},
		{`[1] x`, 1, 5, "after the top-level value"},
		{`[1] [2]`, 1, 5, "a JSON text holds one value"},
		{`True`, 1, 1, "the word True (JSON literals are lower case"},
		{`nul`, 1, 1, "the word nul"},
		{`truex`, 1, 1, "the word truex"},
		{`NaN`, 1, 1, "JSON has no NaN"},
		{`-`, 1, 2, "expected a digit, found end of input"},
		{`01`, 1, 2, "no leading zeros"},
		{`1.`, 1, 3, "expected a digit after '.'"},
		{`1e+`, 1, 4, "exponent"},
		{`+1`, 1, 1, "starts with '-' or a digit"},
		{`.5`, 1, 1, "starts with '-' or a digit"},
		{`"abc`, 1, 1, "not closed"},
		{"\"a\nb\"", 1, 3, "a line break in a string"},
		{"\"a\tb\"", 1, 3, `write it as \t`},
		{"\"\x01\"", 1, 2, `U+0001 in a string: write it as \u0001`},
		{`"\x"`, 1, 2, `invalid escape "\\x"`},
		{`"\u12G4"`, 1, 6, "four hex digits"},
		{`"\u12"`, 1, 6, "four hex digits"},
		{`"\ud800"`, 1, 2, "lone high surrogate"},
		{`"\ud800\u0041"`, 1, 2, "lone high surrogate"},
		{`"\udc00"`, 1, 2, "lone low surrogate"},
		{"\"caf\xe9\"", 1, 5, "byte 0xE9 is not UTF-8"},
		{"\"é\xff\"", 1, 3, "byte 0xFF"}, // column counts characters
		{"[\x00]", 1, 2, "found U+0000"},
		{`{"a": 1, "a": 2}`, 1, 10, `duplicate key "a" in an object (first at line 1, column 2)`},
		{`{"a": 1, "\u0061": 2}`, 1, 10, `duplicate key "a"`},
		{"\uFEFF  x", 1, 3, "found 'x'"}, // the byte order mark is no column
		{"\uFEFF\uFEFF1", 1, 1, "found U+FEFF"},
		{`[1 2]`, 1, 4, "expected ',' or ']' after an array element"},
		{`[1}`, 1, 3, "the array is not closed"},
	} {
		_, err := Parse(tc.in)
		var je *SyntaxError
		if !errors.As(err, &je) {
			t.Errorf("Parse(%q) = %v, want a *SyntaxError", tc.in, err)
			continue
		}
		if je.Line != tc.line || je.Column != tc.col || !strings.Contains(je.Msg, tc.msg) {
			t.Errorf("Parse(%q):\n got %d:%d %s\nwant %d:%d …%s…", tc.in, je.Line, je.Column, je.Msg, tc.line, tc.col, tc.msg)
		}
		if !strings.HasPrefix(je.Error(), "json: line "+itoa(je.Line)+", column "+itoa(je.Column)+" (byte "+itoa(je.Offset)+"): ") {
			t.Errorf("Error() = %q", je.Error())
		}
	}
}

func TestParseDuplicateKeysMany(t *testing.T) {
	// Past 8 members the parser switches to a map; both paths must agree.
	var b strings.Builder
	b.WriteString("{")
	for i := range 50 {
		b.WriteString(`"k` + itoa(i) + `": 0, `)
	}
	ok := b.String() + `"z": 0}`
	if _, err := Parse(ok); err != nil {
		t.Fatal(err)
	}
	_, err := Parse(b.String() + `"k3": 0}`)
	if err == nil || !strings.Contains(err.Error(), `duplicate key "k3"`) {
		t.Fatalf("err = %v", err)
	}
	_, err = Parse(b.String() + `"k9": 0, "k49": 1}`)
	if err == nil || !strings.Contains(err.Error(), `duplicate key "k9"`) {
		t.Fatalf("err = %v", err)
	}
}

func TestParseLimits(t *testing.T) {
	nest := func(n int) string { return strings.Repeat("[", n) + strings.Repeat("]", n) }
	if _, err := Parse(nest(MaxDepth)); err != nil {
		t.Errorf("depth %d: %v", MaxDepth, err)
	}
	for _, tc := range []struct {
		in  string
		off int // of the bracket one too deep
	}{
		{nest(MaxDepth + 1), MaxDepth},
		{strings.Repeat(`{"a":`, MaxDepth+1), 5 * MaxDepth},
		{strings.Repeat("[", 1_000_000), MaxDepth},
	} {
		_, err := Parse(tc.in)
		var je *SyntaxError
		if !errors.As(err, &je) || je.kind != errDepth || je.Offset != tc.off || !strings.Contains(je.Msg, "nest more than 64") {
			t.Errorf("deep input (%d bytes): %v", len(tc.in), err)
		}
	}
	big := `"` + strings.Repeat("a", MaxSize-2) + `"`
	if _, err := Parse(big); err != nil {
		t.Errorf("exactly %d bytes: %v", MaxSize, err)
	}
	_, err := Parse(big + " ")
	var je *SyntaxError
	if !errors.As(err, &je) || je.kind != errSize || !strings.Contains(je.Msg, "4 MiB") {
		t.Errorf("one byte over the limit: %v", err)
	}
}

func TestAppendString(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"", `""`},
		{"plain é 😀", `"plain é 😀"`},
		{`"\`, `"\"\\"`},
		{"\n\r\t\b\f", `"\n\r\t\b\f"`},
		{"\x00\x1f\x7f", `"\u0000\u001F\u007F"`},
		{"\u2028\u2029", `"\u2028\u2029"`},
		{"<&>/", `"<&>/"`},
		{"a\xffb\xc3", "\"a\uFFFDb\uFFFD\""}, // one U+FFFD per invalid byte
		{"\xed\xa0\x80", "\"\uFFFD\uFFFD\uFFFD\""},
	} {
		got := string(AppendString([]byte("x"), tc.in))
		if got != "x"+tc.want {
			t.Errorf("AppendString(%q) = %s, want %s", tc.in, got[1:], tc.want)
		}
		// encoding/json reads it back to the same text, with invalid UTF-8
		// replaced the same way.
		var s string
		if err := json.Unmarshal([]byte(tc.want), &s); err != nil || s != strings.ToValidUTF8(s, "\uFFFD") {
			t.Errorf("encoding/json cannot read %s: %v", tc.want, err)
		}
		if s != ReplaceInvalidUTF8(tc.in) {
			t.Errorf("encoding/json reads %s as %q, want %q", tc.want, s, ReplaceInvalidUTF8(tc.in))
		}
	}
}

func TestAppendIndent(t *testing.T) {
	v, err := Parse(`{"a":[1,{"b":null,"c":[]}],"d":{},"e":"x\u0001"}`)
	if err != nil {
		t.Fatal(err)
	}
	compact, err := Append(nil, v, "")
	if err != nil {
		t.Fatal(err)
	}
	if string(compact) != `{"a":[1,{"b":null,"c":[]}],"d":{},"e":"x\u0001"}` {
		t.Errorf("compact = %s", compact)
	}
	indented, err := Append(nil, v, "\t")
	if err != nil {
		t.Fatal(err)
	}
	var want bytes.Buffer
	if err := json.Indent(&want, compact, "", "\t"); err != nil {
		t.Fatal(err)
	}
	if string(indented) != want.String() {
		t.Errorf("indented:\n%s\nwant (json.Indent):\n%s", indented, want.String())
	}
}

func TestAppendRefuses(t *testing.T) {
	cyclic := make([]Value, 1)
	cyclic[0] = Value{Kind: Array, Elems: cyclic}
	for name, v := range map[string]Value{
		"bad number":              {Kind: Number, Text: "1e"},
		"empty number":            {Kind: Number},
		"NaN":                     {Kind: Number, Text: "NaN"},
		"number+space":            {Kind: Number, Text: "1 "},
		"bad kind":                {Kind: 99},
		"duplicate key":           {Kind: Object, Members: []Member{{Key: "a"}, {Key: "a"}}},
		"keys equal once written": {Kind: Object, Members: []Member{{Key: "a\xff"}, {Key: "a\xfe"}}},
		"cycle":                   {Kind: Array, Elems: cyclic},
		"nested bad":              {Kind: Array, Elems: []Value{{Kind: Object, Members: []Member{{Key: "x", Value: Value{Kind: Number, Text: "+1"}}}}}},
	} {
		out, err := Append([]byte("keep"), v, "  ")
		if err == nil {
			t.Errorf("%s: no error, wrote %s", name, out)
		}
		if string(out) != "keep" {
			t.Errorf("%s: dst changed to %q", name, out)
		}
	}
}

func TestValueEqual(t *testing.T) {
	a, _ := Parse(`{"a": [1, "x", true, null]}`)
	b, _ := Parse(`{  "a":[1,"x",true,null]  }`)
	if !a.Equal(b) {
		t.Error("values differing only in offsets are not Equal")
	}
	for _, other := range []string{`{"a": [1.0, "x", true, null]}`, `{"a": [1, "x", false, null]}`, `{"b": [1, "x", true, null]}`, `{"a": [1, "x", true]}`, `{"a": [1, "y", true, null]}`, `[]`} {
		c, _ := Parse(other)
		if a.Equal(c) {
			t.Errorf("%s Equal %s", other, `{"a": [1, "x", true, null]}`)
		}
	}
}

func TestKindString(t *testing.T) {
	for k, want := range []string{"null", "boolean", "number", "string", "array", "object"} {
		if got := Kind(k).String(); got != want {
			t.Errorf("Kind(%d) = %q", k, got)
		}
	}
	if got := Kind(42).String(); got != "jsonkind(42)" {
		t.Errorf("Kind(42) = %q", got)
	}
}

// TestRandom writes random values and reads them back, and compares
// with encoding/json: the checks of FuzzJSON on generated input.
func TestRandom(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for range 2000 {
		v := randomJSON(rng, 0)
		for _, indent := range []string{"", "  "} {
			out, err := Append(nil, v, indent)
			if err != nil {
				t.Fatal(err)
			}
			checkJSON(t, string(out))
			w, err := Parse(string(out))
			if err != nil {
				t.Fatalf("cannot read back %s: %v", out, err)
			}
			if !w.Equal(v) {
				t.Fatalf("%s read back differently", out)
			}
		}
	}
}

func randomJSON(rng *rand.Rand, depth int) Value {
	k := rng.IntN(6)
	if depth > 4 && k >= 4 {
		k = 3
	}
	switch k {
	case 0:
		return Value{}
	case 1:
		return Value{Kind: Bool, Bool: rng.IntN(2) == 0}
	case 2:
		return Value{Kind: Number, Text: []string{"0", "-1", "3.25", "1e9", "-0.0E-7", "123456789012345678901234567890"}[rng.IntN(6)]}
	case 3:
		return Value{Kind: String, Text: randomText(rng, 12)}
	case 4:
		v := Value{Kind: Array}
		for range rng.IntN(4) {
			v.Elems = append(v.Elems, randomJSON(rng, depth+1))
		}
		return v
	}
	v := Value{Kind: Object}
	for i := range rng.IntN(12) {
		v.Members = append(v.Members, Member{Key: randomText(rng, 3) + itoa(i), Value: randomJSON(rng, depth+1)})
	}
	return v
}

// randomText returns valid UTF-8 up to n characters long, rich in what
// needs escaping.
func randomText(rng *rand.Rand, n int) string {
	alphabet := []rune("aZ09 \"\\/\n\r\t\b\f\x00\x01\x1f\x7f\u0080\u2028\u2029é€😀\uFFFD\uFEFF#*_-`<>&[]|~=+.1)")
	var b strings.Builder
	for range rng.IntN(n + 1) {
		b.WriteRune(alphabet[rng.IntN(len(alphabet))])
	}
	return b.String()
}

// checkJSON checks the codec's invariants on one input, against
// encoding/json as the reference.
func checkJSON(t *testing.T, in string) {
	t.Helper()
	v, err := Parse(in)
	ref := strings.TrimPrefix(in, "\uFEFF") // a BOM is the one thing the reader tolerates
	refValid := json.Valid([]byte(ref))
	if err != nil {
		var je *SyntaxError
		if !errors.As(err, &je) {
			t.Fatalf("%q: error %T is not a *SyntaxError", in, err)
		}
		if je.Offset < 0 || je.Offset > len(in) || je.Line < 1 || je.Column < 1 || je.Msg == "" {
			t.Fatalf("%q: malformed error %+v", in, je)
		}
		if line, col := Position(in, je.Offset); line != je.Line || col != je.Column {
			t.Fatalf("%q: error at %d:%d, offset %d is %d:%d", in, je.Line, je.Column, je.Offset, line, col)
		}
		// Where encoding/json accepts what the reader refuses, it must be
		// one of the reader's deliberate extra rules.
		if refValid {
			switch je.kind {
			case errDepth, errSize, errDuplicate, errUTF8, errSurrogate:
			default:
				t.Fatalf("%q: encoding/json accepts it, the reader says %v", in, err)
			}
			if je.kind == errUTF8 && utf8.ValidString(in) {
				t.Fatalf("%q: valid UTF-8 refused as invalid: %v", in, err)
			}
		}
		return
	}
	if !refValid {
		t.Fatalf("%q: read as %+v, but encoding/json refuses it", in, v)
	}
	// The same value as encoding/json reads, key order aside.
	dec := json.NewDecoder(strings.NewReader(ref))
	dec.UseNumber()
	var want any
	if err := dec.Decode(&want); err != nil {
		t.Fatalf("%q: encoding/json: %v", in, err)
	}
	if !sameAsStd(v, want) {
		t.Fatalf("%q: read as %+v, encoding/json reads %#v", in, v, want)
	}
	// Writing and reading again gives the same value, and writing that
	// gives the same bytes.
	for _, indent := range []string{"", " ", "\t"} {
		out, err := Append(nil, v, indent)
		if err != nil {
			t.Fatalf("%q: cannot write the value read: %v", in, err)
		}
		w, err := Parse(string(out))
		if err != nil {
			t.Fatalf("%q: cannot read back %s: %v", in, out, err)
		}
		if !w.Equal(v) {
			t.Fatalf("%q: wrote %s, read back differently", in, out)
		}
		again, _ := Append(nil, w, indent)
		if !bytes.Equal(again, out) {
			t.Fatalf("%q: writing is not stable: %s then %s", in, out, again)
		}
		if !json.Valid(out) {
			t.Fatalf("%q: encoding/json refuses what the writer wrote: %s", in, out)
		}
	}
}

// sameAsStd compares a value with what encoding/json decodes (with
// UseNumber).
func sameAsStd(v Value, w any) bool {
	switch w := w.(type) {
	case nil:
		return v.Kind == Null
	case bool:
		return v.Kind == Bool && v.Bool == w
	case json.Number:
		return v.Kind == Number && v.Text == string(w)
	case string:
		return v.Kind == String && v.Text == w
	case []any:
		if v.Kind != Array || len(v.Elems) != len(w) {
			return false
		}
		for i := range w {
			if !sameAsStd(v.Elems[i], w[i]) {
				return false
			}
		}
		return true
	case map[string]any:
		if v.Kind != Object || len(v.Members) != len(w) {
			return false
		}
		for _, m := range v.Members {
			x, ok := w[m.Key]
			if !ok || !sameAsStd(m.Value, x) {
				return false
			}
		}
		return true
	}
	return false
}

// FuzzJSON checks, for any input: Parse never panics; its errors
// carry a consistent position; it accepts exactly what encoding/json
// accepts, but for its deliberate extra rules (depth, size, duplicate
// keys, UTF-8, lone surrogates; a leading BOM it allows) and reads the
// same value; and writing a value read and reading it again gives the
// same value, and the same bytes when written again.
func FuzzJSON(f *testing.F) {
	for _, s := range []string{
		`{"layout": "rfc8141", "version": 1, "fields": {"purpose": "x\ny"}, "extra": [{"heading": "h", "text": ""}]}`,
		`[1, -0.5e+10, 0, 1E2, true, false, null, "\u00e9\ud83d\ude00\n\"\\\/", {}]`,
		"\uFEFF{}", `{"a": 1, "a": 2}`, `"\ud800"`, "\"\xff\"", `[[[[[[[[]]]]]]]]`, `01`, `{"a":1,}`, `"\u0000"`,
		" \t\r\n1 ", `-0.0e-0`, `"` + "\u2028" + `"`,
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		checkJSON(t, in)
	})
}
