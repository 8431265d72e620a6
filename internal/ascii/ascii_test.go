package ascii

import "testing"

func TestEqualFold(t *testing.T) {
	for _, c := range []struct {
		a, b string
		want bool
	}{
		{"URN", "urn", true}, {"IsBn", "iSbN", true}, {"urn", "urn:", false},
		{"é", "É", false}, {"[", "{", false}, {"@", "`", false}, {"", "", true},
	} {
		if got := EqualFold(c.a, c.b); got != c.want {
			t.Errorf("EqualFold(%q, %q) = %v", c.a, c.b, got)
		}
	}
}

func TestCase(t *testing.T) {
	if got := ToUpper("x-1:é"); got != "X-1:é" {
		t.Errorf("ToUpper: %q", got)
	}
	if got := ToLower("URN:ISBN[@]"); got != "urn:isbn[@]" {
		t.Errorf("ToLower: %q", got)
	}
	s := "abc"
	if got := ToLower(s); got != s {
		t.Errorf("ToLower(%q) = %q", s, got)
	}
}

func TestClip(t *testing.T) {
	if got := Clip("short", 16); got != "short" {
		t.Errorf("Clip: %q", got)
	}
	if got := Clip("0123456789abcdefXYZ", 16); got != "0123456789abcdef…" {
		t.Errorf("Clip: %q", got)
	}
	if got := Clip("0123456789abcdeéé", 16); got != "0123456789abcde…" {
		t.Errorf("Clip cut inside a character: %q", got)
	}
}
