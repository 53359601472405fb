#!/usr/bin/env node
// The package's bin, `nqueens`: the built command line. A file of its own, outside dist/, so that
// npm can link it when it installs the workspace, before the package's build has run.
import '../dist/cli.mjs'
