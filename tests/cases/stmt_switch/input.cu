int days_in_month(int month, int leap)
{
    int days;
    switch (month) {
    case 2:
        days = leap ? 29 : 28;
        break;
    case 4:
    case 6:
    case 9:
    case 11:
        days = 30;
        break;
    default:
        days = 31;
    }
    return days;
}

int grade(char c)
{
    int score = 0;
    switch (c) {
    case 'A':
        score += 1;
    case 'B':
        score += 1;
        /* fall through */
    case 'C': {
        int bonus = 1;
        score += bonus;
        break;
    }
    }
    switch (score)
        case 3: score = 100;
    return score;
}
