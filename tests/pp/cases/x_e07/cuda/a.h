cudaa
