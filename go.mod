module github.com/urn-playground/urn-playground

go 1.26
