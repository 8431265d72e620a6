package registration

import "testing"

// BenchmarkIANA imports, validates and renders back each of the
// registrations IANA hosts (../shared/data/iana-templates), per
// registration: what the page does on an import, and, for Validate, on
// every edit of a field. wasm/build.sh compiles this package without
// inlining for a smaller module; run it under node to see what that costs:
//
//	PATH=$(go env GOROOT)/lib/wasm:$PATH GOOS=js GOARCH=wasm go test -run '^$' -bench IANA ./core/registration/
//	(and again with -gcflags=github.com/urn-playground/urn-playground/core/registration=-l)
func BenchmarkIANA(b *testing.B) {
	names, texts := ianaTemplates(b)
	regs := make([]*Registration, len(names))
	for i, n := range names {
		regs[i], _ = ImportText(texts[n])
	}
	b.Run("ImportText", func(b *testing.B) {
		for b.Loop() {
			for _, n := range names {
				ImportText(texts[n])
			}
		}
		b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(names)), "ns/registration")
	})
	b.Run("Validate", func(b *testing.B) {
		for b.Loop() {
			for _, r := range regs {
				Validate(r)
			}
		}
		b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(regs)), "ns/registration")
	})
	b.Run("RenderText", func(b *testing.B) {
		for b.Loop() {
			for _, r := range regs {
				RenderText(r)
			}
		}
		b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(regs)), "ns/registration")
	})
}
