/** English texts of the studio namespace: the source every translation follows. */
export const en = {
  pricing: {
    showingMonthly: 'Monthly prices shown',
    showingYearly: 'Yearly prices shown',
    billingPeriod: 'Billing period',
    monthly: 'Monthly',
    yearly: 'Yearly',
    perMonth: '/month',
    perYear: '/year',
    planIncludes: '{{plan}} plan includes',
    planAction: '{{plan}} plan',
    caption: 'Compare the plans feature by feature',
    feature: 'Feature',
    included: 'Included',
    notIncluded: 'Not included',
    soon: 'Soon',
    faq: 'Frequently asked questions',
  },
};
