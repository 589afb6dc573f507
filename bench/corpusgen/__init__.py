"""The Swift corpus generator behind bench/generate_corpus.py.

Module map: vocabulary (word lists) → text (names, indentation, headers) → snippets (method
bodies) → views (lazy getters, constraints) → protocol_blocks → controller_plan,
controller_sections, controller (view controllers) and plain_files → generate (one file from
its seed) → writer (the corpus and its MANIFEST.tsv).
"""
