#include "text/Csv.h"

namespace tco {

std::expected<std::optional<CsvRecord>, CsvError> CsvReader::next()
{
    if (m_at >= m_text.size())
        return std::nullopt;
    m_recordLine = m_line;
    CsvRecord record;
    std::string field;
    const auto fail = [&](int line, std::string message) {
        m_at = m_text.size();
        return std::unexpected(CsvError{line, std::move(message)});
    };
    while (m_at < m_text.size()) {
        const char c = m_text[m_at];
        if (c == '"' && field.empty()) {
            // A quoted field runs to the quote that is not doubled.
            const int openedOn = m_line;
            ++m_at;
            while (true) {
                if (m_at >= m_text.size())
                    return fail(openedOn, "a quoted field is never closed");
                if (m_text[m_at] == '"') {
                    if (m_at + 1 < m_text.size() && m_text[m_at + 1] == '"') {
                        field += '"';
                        m_at += 2;
                        continue;
                    }
                    ++m_at;
                    break;
                }
                if (m_text[m_at] == '\n')
                    ++m_line;
                field += m_text[m_at++];
            }
            if (m_at < m_text.size() && m_text[m_at] != ',' && m_text[m_at] != '\n' && m_text[m_at] != '\r')
                return fail(m_line, "text follows a quoted field before the next comma");
            continue;
        }
        if (c == ',') {
            record.push_back(std::move(field));
            field.clear();
            ++m_at;
            continue;
        }
        const bool crlf = c == '\r' && m_at + 1 < m_text.size() && m_text[m_at + 1] == '\n';
        if (crlf || c == '\n') {
            m_at += crlf ? 2 : 1;
            ++m_line;
            record.push_back(std::move(field));
            return record;
        }
        field += c;
        ++m_at;
    }
    record.push_back(std::move(field));
    return record;
}

std::expected<std::vector<CsvRecord>, CsvError> parseCsv(std::string_view text)
{
    std::vector<CsvRecord> records;
    CsvReader reader(text);
    while (true) {
        auto record = reader.next();
        if (!record)
            return std::unexpected(std::move(record.error()));
        if (!*record)
            return records;
        records.push_back(std::move(**record));
    }
}

} // namespace tco
