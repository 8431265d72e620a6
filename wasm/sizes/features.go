package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// features are groups of ops of the API (wasm/api.go) by what a user
// calls: what a group adds is the module against the module without it.
var features = []struct {
	name string
	ops  []string
}{
	{"registration templates (URN.template.*)", []string{"template.layouts", "template.validate", "template.render", "template.import"}},
	{"exercise checker (URN.checkExercise)", []string{"exercise.check"}},
	{"comparison (URN.equivalent)", []string{"equivalent"}},
	{"extraction (URN.extract)", []string{"extract"}},
	{"display form (URN.display)", []string{"display"}},
	{"encoder (URN.encode)", []string{"encode"}},
	{"namespace reading ops (parse.namespace, .at)", []string{"parse.namespace", "parse.namespace.at"}},
}

// reportFeatures prints what each feature adds, brotli -q 11: the
// shipped module's size against the same sources without the feature's
// ops. Features share code, so the rows do not add up to the module.
func reportFeatures(tmp string) {
	full := size(buildModule(".", tmp))
	fmt.Printf("\n| feature | ops | module without it | it adds |\n|---|---|---:|---:|\n")
	for i, f := range features {
		dir := filepath.Join(tmp, fmt.Sprint("tree", i))
		check(os.MkdirAll(dir, 0o755))
		copyTree(dir)
		withoutOps(dir, f.ops)
		without := size(buildModule(dir, tmp))
		fmt.Printf("| %s | %s | %s | %s |\n", f.name, strings.Join(f.ops, ", "), thousands(without), thousands(full-without))
		check(os.RemoveAll(dir))
	}
	fmt.Printf("| **the module** | | %s | |\n", thousands(full))
}

// size is the brotli -q 11 size of the module at path, which
// wasm/build.sh wrote beside it.
func size(path string) int {
	fi, err := os.Stat(path + ".br")
	check(err)
	return int(fi.Size())
}
