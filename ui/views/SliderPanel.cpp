#include "views/SliderPanel.h"

#include "presenters/ScenarioPresenter.h"

#include <QComboBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QSignalBlocker>
#include <QSlider>
#include <QVBoxLayout>
#include <QWheelEvent>

#include <cmath>

namespace tco::ui {
namespace {

/// The characters of an option's name a choice shows before eliding it.
constexpr int CHOICE_CHARACTERS = 14;

} // namespace

SliderPanel::SliderPanel(ScenarioPresenter& scenario, DriverPresenter& drivers, QWidget* parent)
    : QWidget(parent)
    , m_scenario(scenario)
    , m_drivers(drivers)
{
    auto* layout = new QVBoxLayout(this);
    auto* focus = new QFormLayout;
    m_selfHostedChoice = new QComboBox(this);
    m_selfHostedChoice->setObjectName(QStringLiteral("focusedSelfHosted"));
    m_apiChoice = new QComboBox(this);
    m_apiChoice->setObjectName(QStringLiteral("focusedApiOffer"));
    // Long option names are elided rather than widening the panel; the list shows them whole.
    for (QComboBox* choice : {m_selfHostedChoice, m_apiChoice}) {
        choice->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        choice->setMinimumContentsLength(CHOICE_CHARACTERS);
    }
    focus->addRow(tr("Self-hosted option:"), m_selfHostedChoice);
    focus->addRow(tr("API offer:"), m_apiChoice);
    layout->addLayout(focus);

    // The name and value above each slider, so that the panel stays narrow beside the charts.
    auto* grid = new QGridLayout;
    grid->setColumnStretch(0, 1);
    int line = 0;
    for (const SliderDriver driver : DriverPresenter::drivers()) {
        Row row;
        row.label = new QLabel(this);
        // A long name ("Memory-bandwidth efficiency" in German) wraps rather than widening the panel.
        row.label->setWordWrap(true);
        row.slider = new QSlider(Qt::Horizontal, this);
        row.slider->setRange(0, STEPS);
        row.slider->setPageStep(STEPS / 20);
        row.slider->setMinimumWidth(160);
        row.value = new QLineEdit(this);
        row.value->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
        row.value->setFrame(false);
        row.value->setToolTip(tr("Type a value and press Enter"));
        row.value->setMinimumWidth(row.value->fontMetrics().horizontalAdvance(QStringLiteral("10,000,000 EUR")));
        row.slider->installEventFilter(this);
        row.label->setBuddy(row.slider);
        grid->addWidget(row.label, line, 0);
        grid->addWidget(row.value, line, 1);
        grid->addWidget(row.slider, line + 1, 0, 1, 2);
        line += 2;

        connect(row.slider, &QSlider::sliderPressed, &m_scenario, &ScenarioPresenter::beginGesture);
        connect(row.slider, &QSlider::sliderReleased, &m_scenario, &ScenarioPresenter::endGesture);
        connect(row.slider, &QSlider::valueChanged, this, [this, driver](int position) {
            if (!m_drivers.setPosition(driver, static_cast<double>(position) / STEPS))
                refresh();
        });
        connect(row.value, &QLineEdit::editingFinished, this, [this, driver, box = row.value] {
            // Leaving the box unchanged changes nothing; a value not understood or refused is put back.
            if (box->text() != m_drivers.valueText(driver) && !m_drivers.setText(driver, box->text()))
                refresh();
        });
        m_rows.insert(driver, row);
    }
    layout->addLayout(grid);
    layout->addStretch();

    connect(m_selfHostedChoice, &QComboBox::activated, &m_drivers, &DriverPresenter::setFocusedSelfHosted);
    connect(m_apiChoice, &QComboBox::activated, &m_drivers, &DriverPresenter::setFocusedApiOffer);
    connect(&m_drivers, &DriverPresenter::changed, this, &SliderPanel::refresh);
    refresh();
}

QSlider* SliderPanel::slider(SliderDriver driver) const
{
    return m_rows.value(driver).slider;
}

QLineEdit* SliderPanel::valueBox(SliderDriver driver) const
{
    return m_rows.value(driver).value;
}

bool SliderPanel::eventFilter(QObject* watched, QEvent* event)
{
    constexpr int PAGE = 10;
    int steps = 0;
    if (event->type() == QEvent::KeyPress) {
        switch (static_cast<const QKeyEvent*>(event)->key()) {
        case Qt::Key_Right:
        case Qt::Key_Up:
            steps = 1;
            break;
        case Qt::Key_Left:
        case Qt::Key_Down:
            steps = -1;
            break;
        case Qt::Key_PageUp:
            steps = PAGE;
            break;
        case Qt::Key_PageDown:
            steps = -PAGE;
            break;
        default:
            break;
        }
    } else if (event->type() == QEvent::Wheel) {
        const int delta = static_cast<const QWheelEvent*>(event)->angleDelta().y();
        steps = delta > 0 ? 1 : delta < 0 ? -1 : 0;
    }
    if (steps != 0) {
        for (auto it = m_rows.cbegin(); it != m_rows.cend(); ++it) {
            if (it.value().slider == watched) {
                m_drivers.step(it.key(), steps);
                return true;
            }
        }
    }
    return QWidget::eventFilter(watched, event);
}

void SliderPanel::refresh()
{
    refreshFocusChoices();
    for (auto it = m_rows.cbegin(); it != m_rows.cend(); ++it) {
        const SliderDriver driver = it.key();
        const Row& row = it.value();
        const bool available = m_drivers.isAvailable(driver);
        row.label->setText(m_drivers.label(driver));
        row.label->setToolTip(m_drivers.explanation(driver));
        row.slider->setToolTip(m_drivers.explanation(driver));
        row.slider->setEnabled(available);
        row.value->setEnabled(available);
        if (!row.value->hasFocus())
            row.value->setText(m_drivers.valueText(driver));
        // The handle under the user's pointer stays where it is put; the value it stands for is
        // rounded, and moving it there would make it jitter.
        if (row.slider->isSliderDown())
            continue;
        // Only a change the user makes may edit the scenario; one from the scenario only moves the handle.
        const QSignalBlocker quiet(row.slider);
        row.slider->setValue(static_cast<int>(std::lround(m_drivers.position(driver) * STEPS)));
    }
}

void SliderPanel::refreshFocusChoices()
{
    const Scenario& scenario = m_scenario.scenario();
    const auto fill = [](QComboBox* choice, const QStringList& names, int current) {
        const QSignalBlocker quiet(choice);
        QStringList existing;
        for (int index = 0; index < choice->count(); ++index)
            existing << choice->itemText(index);
        if (existing != names) {
            choice->clear();
            choice->addItems(names);
        }
        choice->setCurrentIndex(current);
        choice->setEnabled(!names.isEmpty());
    };
    QStringList selfHosted;
    for (const SelfHostedOption& option : scenario.selfHosted)
        selfHosted << QString::fromStdString(option.name);
    QStringList offers;
    for (const ApiOffer& offer : scenario.apiOffers)
        offers << QString::fromStdString(offer.name);
    fill(m_selfHostedChoice, selfHosted, m_drivers.focusedSelfHosted());
    fill(m_apiChoice, offers, m_drivers.focusedApiOffer());
}

} // namespace tco::ui
