# tco_embed_files(<target> BASE_DIR <dir> HEADER <include> FILES <file>...)
#
# Compiles <file>s into <target> as byte arrays, so the programs carry their catalogs and presets
# and run with nothing beside them. The generated source defines tco::embeddedFiles() (declared in
# <include>); each file is named by its path relative to BASE_DIR. The source is regenerated at
# build time whenever one of the files changes.
# The script beside this file, wherever the project that includes it lives (tests/fuzz is one).
set(TCO_EMBED_FILES_SCRIPT "${CMAKE_CURRENT_LIST_DIR}/EmbedFilesScript.cmake")

function(tco_embed_files target)
    cmake_parse_arguments(PARSE_ARGV 1 EMBED "" "BASE_DIR;HEADER" "FILES")
    set(output "${CMAKE_CURRENT_BINARY_DIR}/${target}_embedded_files.cpp")
    add_custom_command(
        OUTPUT "${output}"
        COMMAND "${CMAKE_COMMAND}"
            "-DOUTPUT=${output}" "-DBASE_DIR=${EMBED_BASE_DIR}" "-DHEADER=${EMBED_HEADER}"
            "-DFILES=${EMBED_FILES}"
            -P "${TCO_EMBED_FILES_SCRIPT}"
        DEPENDS ${EMBED_FILES} "${TCO_EMBED_FILES_SCRIPT}"
        COMMENT "Embedding ${target} data files"
        VERBATIM)
    target_sources(${target} PRIVATE "${output}")
endfunction()
