package core

import (
	"reflect"
	"testing"
)

// readPlain and readSpans set every field of URN one by one (a
// composite literal cost a fifth of a short URN's reading): a field
// added to URN and left out there would keep a stale value when a URN
// is read again. Here every field starts as garbage and must read as in
// a fresh URN. (The long input is readSpans's.)
func TestReadPlainSetsEveryField(t *testing.T) {
	long := "urn:example:a%2Cb%2Cc%2Cd%2Ce%2Cf%2Cg%2Ch%2Ci%2Cj%2Ck?+r%2Cs?=q%2Cr#f%2Cg"
	for _, s := range []string{"urn:isbn:0451450523", "urn:example:a%2Cb?+r?=q#f", long} {
		var u URN
		fillGarbage(reflect.ValueOf(&u).Elem())
		u.parts, u.partsLater = []Part{{KindNID, Span{1, 2}}}, true
		u.Read(s, RFC8141)
		fresh := Read(s, RFC8141)
		got, want := reflect.ValueOf(u), reflect.ValueOf(*fresh)
		for i := range got.NumField() {
			g, w := got.Field(i), want.Field(i)
			if !got.Type().Field(i).IsExported() {
				continue // parts, compared below
			}
			if g.Kind() == reflect.Slice {
				if g.Len() != w.Len() || g.Len() > 0 && !reflect.DeepEqual(g.Interface(), w.Interface()) {
					t.Errorf("%s: %s = %v after a reading of the garbage, want %v", s, got.Type().Field(i).Name, g, w)
				}
				continue
			}
			if !reflect.DeepEqual(g.Interface(), w.Interface()) {
				t.Errorf("%s: %s = %v after a reading of the garbage, want %v", s, got.Type().Field(i).Name, g, w)
			}
		}
		if !reflect.DeepEqual(u.Parts(), fresh.Parts()) {
			t.Errorf("%s: parts %v after a reading of the garbage, want %v", s, u.Parts(), fresh.Parts())
		}
	}
	var u URN
	if !u.readSpans(long, RFC8141) {
		t.Errorf("%s: not read by readSpans", long)
	}
}

// fillGarbage sets every settable field under v to a non-zero value.
func fillGarbage(v reflect.Value) {
	switch v.Kind() {
	case reflect.Struct:
		for i := range v.NumField() {
			if v.Field(i).CanSet() {
				fillGarbage(v.Field(i))
			}
		}
	case reflect.String:
		v.SetString("garbage")
	case reflect.Bool:
		v.SetBool(true)
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		v.SetInt(7)
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		v.SetUint(7)
	case reflect.Slice:
		v.Set(reflect.MakeSlice(v.Type(), 1, 1))
		fillGarbage(v.Index(0))
	case reflect.Pointer:
		v.Set(reflect.New(v.Type().Elem()))
	}
}
