// Command gen writes the npm package @urn-playground/urn (package npm):
//
//	go run ./npm/gen -dist DIR [-out DIR/npm]
//
// DIR is what wasm/build.sh built (urn.js and the two files it names).
// Run from the repository's root, as ./build.sh does.
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"

	"github.com/urn-playground/urn-playground/npm"
)

func main() {
	dist := flag.String("dist", "dist", "the directory wasm/build.sh built")
	out := flag.String("out", "", "where to write the package (default: DIST/npm)")
	root := flag.String("root", ".", "the repository's root")
	flag.Parse()
	if *out == "" {
		*out = filepath.Join(*dist, "npm")
	}
	m, err := npm.Write(*root, *dist, *out)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	fmt.Printf("npm/gen: %s %s in %s (%d files; npm pack there makes the tarball)\n", m.Name, m.Version, *out, len(m.Files))
}
