/** The home page's feature rows (`sections`): each row's heading on one side, its items with icons on the other. */
import { Icon, type LandingBlock } from '@site/kit';

export function FeatureRows({ sections }: { sections: LandingBlock[] }) {
  return sections.map((section, index) => (
    <section key={section.title} className="home-row" aria-labelledby={`home-row-${index}`}>
      <header className="landing-section__header home-row__header">
        <h2 id={`home-row-${index}`}>{section.title}</h2>
        {section.description ? <p>{section.description}</p> : null}
      </header>
      <ul className="home-row__items" role="list">
        {section.items.map((item) => (
          <li key={item.title} className="home-row__item">
            {item.icon ? (
              <span className="home-row__icon">
                <Icon name={item.icon} />
              </span>
            ) : null}
            <div>
              <h3 className="home-row__title">{item.title}</h3>
              <p className="home-row__description">{item.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  ));
}
