// Command gen builds the playground page into dist/: see package site.
//
//	go run ./site/gen [-src site] [-out dist]
//
// Run it after wasm/build.sh, which writes urn.js and the module into the
// same directory (./build.sh does both).
package main

import (
	"flag"
	"fmt"
	"os"
	"os/exec"
	"sort"

	"github.com/urn-playground/urn-playground/site"
)

func main() {
	src := flag.String("src", "site", "the site/ directory")
	out := flag.String("out", "dist", "the output directory")
	flag.Parse()
	brotli, err := exec.LookPath("brotli")
	if err != nil {
		fmt.Fprintln(os.Stderr, "site/gen: note: no brotli command (apt-get install brotli), so no .br files")
		brotli = ""
	}
	rep, err := site.Build(site.Config{Src: *src, Out: *out, Brotli: brotli})
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	names := make([]string, 0, len(rep.Sizes))
	for n := range rep.Sizes {
		names = append(names, n)
	}
	sort.Strings(names)
	fmt.Printf("site/gen: %s: %d files, %d spec sections\n", *out, len(names), rep.Sections)
	for _, n := range rep.Notes {
		fmt.Println("  note:", n)
	}
	for _, n := range names {
		s := rep.Sizes[n]
		fmt.Printf("  %-32s %7d bytes, %6d gzip\n", n, s[0], s[1])
	}
}
