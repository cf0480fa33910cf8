# Fails when a source under ROOT includes a folder above its own in LAYERS (lowest first), and
# names every such include; else touches STAMP. Run by the build (core/CMakeLists.txt,
# ui/CMakeLists.txt):
#
#   cmake -DROOT=core -DNAME=core -DLAYERS="units;text;..." -DSTAMP=file -P cmake/CheckLayers.cmake
#
# A layer may be a folder inside another ("views/charts" below "views"): a path belongs to the
# longest layer it lies in. Static libraries catch a call up the stack only when it is linked; a
# header that is all inline functions and types would pass. Includes show both.
get_filename_component(ROOT "${ROOT}" ABSOLUTE)

# The level in LAYERS of the longest layer `path` lies in, -1 for none.
function(layer_of path result)
    set(best -1)
    set(bestLength 0)
    set(level 0)
    foreach(layer IN LISTS LAYERS)
        string(LENGTH "${layer}/" length)
        string(SUBSTRING "${path}" 0 ${length} head)
        if(head STREQUAL "${layer}/" AND length GREATER bestLength)
            set(best ${level})
            set(bestLength ${length})
        endif()
        math(EXPR level "${level} + 1")
    endforeach()
    set(${result} ${best} PARENT_SCOPE)
endfunction()

file(GLOB_RECURSE sources RELATIVE "${ROOT}" "${ROOT}/*.h" "${ROOT}/*.cpp")
set(violations "")
foreach(source IN LISTS sources)
    layer_of("${source}" level)
    if(level EQUAL -1)
        if(source MATCHES "/")
            string(APPEND violations "\n  ${source}: its folder is in no layer")
        endif()
        continue()
    endif()
    list(GET LAYERS ${level} folder)
    file(STRINGS "${ROOT}/${source}" includes REGEX "^#include \"[a-z]+/")
    foreach(line IN LISTS includes)
        string(REGEX REPLACE "^#include \"([^\"]+)\".*" "\\1" included "${line}")
        layer_of("${included}" includedLevel)
        if(includedLevel GREATER level)
            list(GET LAYERS ${includedLevel} includedFolder)
            string(APPEND violations "\n  ${source}: ${line} (${includedFolder}/ is above ${folder}/)")
        endif()
    endforeach()
endforeach()
if(violations)
    list(JOIN LAYERS " → " stack)
    message(FATAL_ERROR "The folders of ${NAME} form the stack ${stack}, each including only those below it:${violations}")
endif()
file(TOUCH "${STAMP}")
