import { CalculatorScreen } from '../features/calculator/components/CalculatorScreen';

export function CalculatorPage() {
  return <CalculatorScreen />;
}
