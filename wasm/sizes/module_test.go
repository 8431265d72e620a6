package main

import "testing"

// A module of one imported and two defined functions, with a name
// section and one data segment, assembled by hand.
func TestParseModule(t *testing.T) {
	mod := []byte("\x00asm\x01\x00\x00\x00")
	section := func(id byte, body ...byte) {
		mod = append(mod, id, byte(len(body)))
		mod = append(mod, body...)
	}
	section(1, 1, 0x60, 0, 0)                          // type: () -> ()
	section(2, 1, 1, 'm', 1, 'f', 0, 0)                // import m.f, a function
	section(3, 2, 0, 0)                                // two functions
	section(10, 2, 2, 0, 0x0b, 3, 0, 0x01, 0x0b)       // code: two bodies
	section(11, 1, 0, 0x41, 0, 0x0b, 3, 'a', 'b', 'c') // data: one active segment
	names := []byte{1, 13, 2, 1, 4, 'p', '.', 'f', 'a', 2, 4, 'q', '.', 'g', 'b'}
	custom := append([]byte{4, 'n', 'a', 'm', 'e'}, names...)
	section(0, custom...)

	m, err := parseModule(mod)
	if err != nil {
		t.Fatal(err)
	}
	if len(m.funcs) != 2 || m.funcs[0].name != "p.fa" || m.funcs[1].name != "q.gb" || len(m.funcs[1].body) != 3 {
		t.Errorf("functions: %+v", m.funcs)
	}
	if string(m.data()) != "abc" {
		t.Errorf("data %q, want abc", m.data())
	}
	if _, err := parseModule(mod[:len(mod)-3]); err == nil {
		t.Error("a truncated module parsed without an error")
	}
}

func TestGroup(t *testing.T) {
	for name, want := range map[string]string{
		"github.com_urn_playground_urn_playground_core_registration.__validator_.syntax": "./core_registration",
		"github.com_urn_playground_urn_playground_core.Compare":                          "./core",
		"internal_runtime_maps.__Iter_.Next":                                             "internal_runtime_maps",
		"type_.eq.internal_abi.ITab":                                                     "(generated equality and hash functions)",
		"main.wireParse":                                                                 "main",
	} {
		if got := group(name); got != want {
			t.Errorf("group(%q) = %q, want %q", name, got, want)
		}
	}
}
